import type { ModuleTexts } from '../en';

export const arcad: ModuleTexts<'arcad'> = {
  'arcad.result.summary': '{{imported}} righe importate su {{total}}, {{refused}} rifiutate.',
  'arcad.file.notTable': 'Questo file non è una tabella: carichi un file .xlsx o .csv.',
  'arcad.file.unreadable':
    'Impossibile leggere il file: potrebbe essere danneggiato. Non è stato importato nulla.',
  'arcad.file.noHeader':
    'Nessuna riga di intestazione trovata. Le prime righe devono indicare le colonne: codice sede ARCAD, nome della sede, via, CAP, città, codice paese, latitudine, longitudine.',
  'arcad.file.missingColumns':
    'Nella riga di intestazione mancano queste colonne: {{columns}}. Non è stato importato nulla.',
  'arcad.file.noRows': 'Il file ha una riga di intestazione ma nessuna sede.',
  'arcad.file.tooManyRows': 'Il file ha più di {{max}} righe: lo suddivida in file più piccoli.',
  'arcad.column.code': 'Codice sede ARCAD',
  'arcad.column.siteName': 'Nome della sede',
  'arcad.column.street': 'Via',
  'arcad.column.zipCode': 'CAP',
  'arcad.column.city': 'Città',
  'arcad.column.countryCode': 'Codice paese',
  'arcad.column.latitude': 'Latitudine',
  'arcad.column.longitude': 'Longitudine',
  'arcad.row.codeMissing': 'Manca il codice sede ARCAD.',
  'arcad.row.codeInvalid':
    'Il codice sede ARCAD può contenere solo lettere, cifre e trattini (al massimo 40 caratteri).',
  'arcad.row.codeDuplicate': 'Questo codice sede ARCAD compare già in una riga precedente del file.',
  'arcad.row.siteNameMissing': 'Manca il nome della sede.',
  'arcad.row.streetMissing': 'Manca la via.',
  'arcad.row.cityMissing': 'Manca la città.',
  'arcad.row.textTooLong': 'Un testo supera i 200 caratteri.',
  'arcad.row.countryMissing': 'Manca il codice paese.',
  'arcad.row.countryUnknown':
    'Il codice paese non è uno dei paesi del portale (due lettere, per esempio FR).',
  'arcad.row.latitudeMissing': 'Manca la latitudine.',
  'arcad.row.latitudeNotNumber': 'La latitudine non è un numero.',
  'arcad.row.latitudeOutOfRange': 'La latitudine deve essere compresa tra -90 e 90.',
  'arcad.row.longitudeMissing': 'Manca la longitudine.',
  'arcad.row.longitudeNotNumber': 'La longitudine non è un numero.',
  'arcad.row.longitudeOutOfRange': 'La longitudine deve essere compresa tra -180 e 180.',
};
