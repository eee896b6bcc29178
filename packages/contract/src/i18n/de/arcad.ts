import type { ModuleTexts } from '../en';

export const arcad: ModuleTexts<'arcad'> = {
  'arcad.result.summary': '{{imported}} von {{total}} Zeilen importiert, {{refused}} abgelehnt.',
  'arcad.file.notTable': 'Diese Datei ist keine Tabelle: Laden Sie eine .xlsx- oder .csv-Datei hoch.',
  'arcad.file.unreadable':
    'Die Datei konnte nicht gelesen werden: Sie ist möglicherweise beschädigt. Es wurde nichts importiert.',
  'arcad.file.noHeader':
    'Es wurde keine Kopfzeile gefunden. Die ersten Zeilen müssen die Spalten benennen: ARCAD-Standortcode, Standortname, Straße, PLZ, Ort, Ländercode, Breitengrad, Längengrad.',
  'arcad.file.missingColumns':
    'In der Kopfzeile fehlen diese Spalten: {{columns}}. Es wurde nichts importiert.',
  'arcad.file.noRows': 'Die Datei hat eine Kopfzeile, aber keine Standorte.',
  'arcad.file.tooManyRows': 'Die Datei hat mehr als {{max}} Zeilen: Teilen Sie sie in kleinere Dateien auf.',
  'arcad.column.code': 'ARCAD-Standortcode',
  'arcad.column.siteName': 'Standortname',
  'arcad.column.street': 'Straße',
  'arcad.column.zipCode': 'PLZ',
  'arcad.column.city': 'Ort',
  'arcad.column.countryCode': 'Ländercode',
  'arcad.column.latitude': 'Breitengrad',
  'arcad.column.longitude': 'Längengrad',
  'arcad.row.codeMissing': 'Der ARCAD-Standortcode fehlt.',
  'arcad.row.codeInvalid':
    'Der ARCAD-Standortcode darf nur Buchstaben, Ziffern und Bindestriche enthalten (höchstens 40 Zeichen).',
  'arcad.row.codeDuplicate': 'Dieser ARCAD-Standortcode steht bereits in einer früheren Zeile der Datei.',
  'arcad.row.siteNameMissing': 'Der Standortname fehlt.',
  'arcad.row.streetMissing': 'Die Straße fehlt.',
  'arcad.row.cityMissing': 'Der Ort fehlt.',
  'arcad.row.textTooLong': 'Ein Text ist länger als 200 Zeichen.',
  'arcad.row.countryMissing': 'Der Ländercode fehlt.',
  'arcad.row.countryUnknown':
    'Der Ländercode gehört zu keinem Land des Portals (zwei Buchstaben, zum Beispiel FR).',
  'arcad.row.latitudeMissing': 'Der Breitengrad fehlt.',
  'arcad.row.latitudeNotNumber': 'Der Breitengrad ist keine Zahl.',
  'arcad.row.latitudeOutOfRange': 'Der Breitengrad muss zwischen -90 und 90 liegen.',
  'arcad.row.longitudeMissing': 'Der Längengrad fehlt.',
  'arcad.row.longitudeNotNumber': 'Der Längengrad ist keine Zahl.',
  'arcad.row.longitudeOutOfRange': 'Der Längengrad muss zwischen -180 und 180 liegen.',
};
