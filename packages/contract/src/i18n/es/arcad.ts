import type { ModuleTexts } from '../en';

export const arcad: ModuleTexts<'arcad'> = {
  'arcad.result.summary': '{{imported}} de {{total}} filas importadas, {{refused}} rechazadas.',
  'arcad.file.notTable': 'Este archivo no es una tabla: suba un archivo .xlsx o .csv.',
  'arcad.file.unreadable': 'No se ha podido leer el archivo: puede estar dañado. No se ha importado nada.',
  'arcad.file.noHeader':
    'No se ha encontrado ninguna fila de encabezado. Las primeras filas deben nombrar las columnas: código de ubicación ARCAD, nombre del centro, calle, código postal, ciudad, código de país, latitud, longitud.',
  'arcad.file.missingColumns':
    'Faltan estas columnas en la fila de encabezado: {{columns}}. No se ha importado nada.',
  'arcad.file.noRows': 'El archivo tiene una fila de encabezado pero ninguna ubicación.',
  'arcad.file.tooManyRows': 'El archivo tiene más de {{max}} filas: divídalo en archivos más pequeños.',
  'arcad.column.code': 'Código de ubicación ARCAD',
  'arcad.column.siteName': 'Nombre del centro',
  'arcad.column.street': 'Calle',
  'arcad.column.zipCode': 'Código postal',
  'arcad.column.city': 'Ciudad',
  'arcad.column.countryCode': 'Código de país',
  'arcad.column.latitude': 'Latitud',
  'arcad.column.longitude': 'Longitud',
  'arcad.row.codeMissing': 'Falta el código de ubicación ARCAD.',
  'arcad.row.codeInvalid':
    'El código de ubicación ARCAD solo puede contener letras, cifras y guiones (40 caracteres como máximo).',
  'arcad.row.codeDuplicate': 'Este código de ubicación ARCAD ya figura en una fila anterior del archivo.',
  'arcad.row.siteNameMissing': 'Falta el nombre del centro.',
  'arcad.row.streetMissing': 'Falta la calle.',
  'arcad.row.cityMissing': 'Falta la ciudad.',
  'arcad.row.textTooLong': 'Un texto tiene más de 200 caracteres.',
  'arcad.row.countryMissing': 'Falta el código de país.',
  'arcad.row.countryUnknown':
    'El código de país no corresponde a ninguno de los países del portal (dos letras, por ejemplo FR).',
  'arcad.row.latitudeMissing': 'Falta la latitud.',
  'arcad.row.latitudeNotNumber': 'La latitud no es un número.',
  'arcad.row.latitudeOutOfRange': 'La latitud debe estar entre -90 y 90.',
  'arcad.row.longitudeMissing': 'Falta la longitud.',
  'arcad.row.longitudeNotNumber': 'La longitud no es un número.',
  'arcad.row.longitudeOutOfRange': 'La longitud debe estar entre -180 y 180.',
};
