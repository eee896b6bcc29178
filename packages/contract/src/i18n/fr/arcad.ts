import type { ModuleTexts } from '../en';

export const arcad: ModuleTexts<'arcad'> = {
  'arcad.result.summary': '{{imported}} lignes importées sur {{total}}, {{refused}} refusées.',
  'arcad.file.notTable': 'Ce fichier n’est pas un tableau : déposez un fichier .xlsx ou .csv.',
  'arcad.file.unreadable':
    'Le fichier n’a pas pu être lu : il est peut-être endommagé. Rien n’a été importé.',
  'arcad.file.noHeader':
    'Aucune ligne d’en-tête n’a été trouvée. Les premières lignes doivent nommer les colonnes : code de site ARCAD, nom du site, rue, code postal, ville, code pays, latitude, longitude.',
  'arcad.file.missingColumns':
    'Il manque ces colonnes dans la ligne d’en-tête : {{columns}}. Rien n’a été importé.',
  'arcad.file.noRows': 'Le fichier a une ligne d’en-tête mais aucun site.',
  'arcad.file.tooManyRows': 'Le fichier dépasse {{max}} lignes : découpez-le en fichiers plus petits.',
  'arcad.column.code': 'Code de site ARCAD',
  'arcad.column.siteName': 'Nom du site',
  'arcad.column.street': 'Rue',
  'arcad.column.zipCode': 'Code postal',
  'arcad.column.city': 'Ville',
  'arcad.column.countryCode': 'Code pays',
  'arcad.column.latitude': 'Latitude',
  'arcad.column.longitude': 'Longitude',
  'arcad.row.codeMissing': 'Le code de site ARCAD manque.',
  'arcad.row.codeInvalid':
    'Le code de site ARCAD ne peut contenir que des lettres, des chiffres et des tirets (40 caractères au plus).',
  'arcad.row.codeDuplicate': 'Ce code de site ARCAD figure déjà sur une ligne précédente du fichier.',
  'arcad.row.siteNameMissing': 'Le nom du site manque.',
  'arcad.row.streetMissing': 'La rue manque.',
  'arcad.row.cityMissing': 'La ville manque.',
  'arcad.row.textTooLong': 'Un texte dépasse 200 caractères.',
  'arcad.row.countryMissing': 'Le code pays manque.',
  'arcad.row.countryUnknown':
    'Le code pays n’est pas l’un des pays du portail (deux lettres, par exemple FR).',
  'arcad.row.latitudeMissing': 'La latitude manque.',
  'arcad.row.latitudeNotNumber': 'La latitude n’est pas un nombre.',
  'arcad.row.latitudeOutOfRange': 'La latitude doit être comprise entre -90 et 90.',
  'arcad.row.longitudeMissing': 'La longitude manque.',
  'arcad.row.longitudeNotNumber': 'La longitude n’est pas un nombre.',
  'arcad.row.longitudeOutOfRange': 'La longitude doit être comprise entre -180 et 180.',
};
