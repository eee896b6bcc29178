import type { ModuleTexts } from '../en';

export const designValidation: ModuleTexts<'designValidation'> = {
  // ---- server: save and submission (design-validation feature) ----
  'validation.date': 'Introduzca una fecha válida.',
  'designValidation.saved': 'Los datos del diseño se han guardado.',
  'designValidation.submitted':
    'Archivos de diseño cargados y enviados correctamente. Recibirá información tras el proceso de validación. Esto tardará unas 2 semanas.',
  'designValidation.documented':
    'Proyecto documentado correctamente. Se ha enviado el correo de validación a todas las partes interesadas.',
  'designValidation.closed':
    'El expediente de diseño de este proyecto ya no se puede modificar: ha sido enviado.',
  'designValidation.mandatory': 'El campo {{field}} es obligatorio',
  'designValidation.numeric': 'El campo {{field}} debe ser numérico o decimal.',
  'designValidation.brandField': '{{brand}} – {{field}}',
  'designValidation.professionalNewVehicle':
    'La superficie de exposición de vehículos comerciales nuevos (VCL) es obligatoria para {{brand}}.',
  'designValidation.missingDocuments':
    'Faltan los siguientes documentos: {{documents}}. Cárguelos y luego haga clic en ENVIAR PARA VALIDACIÓN',
  'designValidation.option': 'El campo {{field}} debe tener una de sus opciones.',
  'designValidation.missingDocumentsDocumented':
    'Faltan los siguientes documentos: {{documents}}. Cárguelos y luego haga clic en ENVIAR COMO DOCUMENTADO',
  'mail.designSubmitted.subject': 'Diseño enviado para validación: {{siteName}} ({{projectCode}})',
  'mail.designSubmitted.body':
    'Los archivos de diseño del proyecto {{projectCode}} ({{siteName}}, {{city}}) se enviaron para validación el {{date}}. El Validation Center Team comprueba primero que estén completos y después su contenido; esto tarda unas 2 semanas. Recibirá información tras el proceso de validación.\n\nAbrir el proyecto:\n{{link}}',
  'mail.designDocumented.subject': 'Proyecto documentado: {{siteName}} ({{projectCode}})',
  'mail.designDocumented.body':
    'El proyecto solo de documentación {{projectCode}} ({{siteName}}, {{city}}) fue documentado por {{originatorName}} el {{date}}. Sus archivos de diseño están disponibles en el portal. Los proyectos solo de documentación no pasan por la validación del diseño y el proveedor no es responsable de los proyectos documentados.\n\nAbrir el proyecto:\n{{link}}',
  'notification.designSubmitted':
    'Nuevo diseño enviado para validación: <b>{{siteName}}</b> ({{projectCode}}), por {{originatorName}}.{{openMarkups}}',
  'notification.designResubmitted':
    'Diseño enviado de nuevo tras un rechazo: <b>{{siteName}}</b> ({{projectCode}}), por {{originatorName}}.{{openMarkups}}',
  'notification.designDocumented':
    'Proyecto solo de documentación documentado: <b>{{siteName}}</b> ({{projectCode}}), por {{originatorName}}.',
  // ---- end server: save and submission ----
};
