import type { ModuleTexts } from '../en';

export const requestMessages: ModuleTexts<'requestMessages'> = {
  'project.duplicateSite': 'Ya existe un punto de venta en esta dirección: {{siteName}}, {{city}}.',
  'request.sent':
    'Su solicitud de proyecto se ha enviado al equipo del Validation Center. Recibirá un correo electrónico cuando se apruebe.',
  'request.notification': '{{name}} solicita un proyecto para {{siteName}}, {{city}}.',
  'request.teamName': 'Equipo del Validation Center',
  'request.newLocation': 'una nueva ubicación',
  'request.existingLocation': 'una ubicación existente',

  'request.alreadyDecided': 'Esta solicitud ya ha sido resuelta.',
  'request.useCreate':
    'Esta solicitud es para una nueva ubicación: use Crear para dar de alta su cuenta de ubicación.',
  'request.notNewCreation': 'Esta solicitud es para una ubicación existente: apruébela en su lugar.',
  'request.emailTaken': 'Esta dirección de correo ya pertenece a una cuenta con otro rol.',
  'request.approved': 'Solicitud aprobada. Se ha creado el proyecto {{projectCode}}.',
  'request.rejected': 'Solicitud rechazada. Se ha informado al promotor.',
  'request.liteAccountCreated': 'Cuenta de ubicación creada. Se ha creado el proyecto {{projectCode}}.',
  'request.liteAccountLinked':
    'Ninguna cuenta nueva: {{email}} ya tiene una cuenta de ubicación. Se le ha añadido el proyecto {{projectCode}}.',

  'admin.originatorInvalid': '¡Introduzca una dirección de correo válida de promotor del proyecto!',
  'admin.originatorMapped': '¡El nuevo promotor del proyecto se ha asignado correctamente!',
  'admin.notApproved': 'El proyecto no está en estado aprobado: no se puede cambiar su estado a rechazado.',
  'admin.projectDeleted': '¡Proyecto eliminado correctamente!',

  'mail.projectRequest.subject': 'Solicitud de proyecto por aprobar: {{siteName}}, {{city}}',
  'mail.projectRequest.body':
    '{{originatorName}} ({{originatorEmail}}) solicita un proyecto en {{location}}:\n\n{{siteName}}\n{{street}}\n{{zipCode}} {{city}}\n{{country}}\n\nMarcas: {{brands}}\n\nAbra Site Approvals para decidir:\n{{link}}',
  'mail.requestApproved.subject': 'Su solicitud de proyecto está aprobada: {{siteName}}',
  'mail.requestApproved.body':
    'Su solicitud de proyecto para {{siteName}}, {{city}} ha sido aprobada.\n\nCódigo del proyecto: {{projectCode}}\n\nInicie sesión para continuar con su proyecto:\n{{link}}',
  'mail.requestRejected.subject': 'Su solicitud de proyecto para {{siteName}}',
  'mail.requestRejected.body':
    'Su solicitud de proyecto para {{siteName}}, {{city}} ha sido rechazada por el equipo del Validation Center. Si tiene preguntas, escriba a {{helpdesk}}.',
  'mail.liteAccountCreated.subject': 'Su cuenta de ubicación para {{siteName}}',
  'mail.liteAccountCreated.body':
    'Se ha creado una cuenta Retail Location para {{siteName}}, {{city}} (proyecto {{projectCode}}).\n\nCorreo: {{email}}\nContraseña temporal: {{password}}\n\nInicie sesión en {{link}}: se le pedirá que elija su propia contraseña.',
  'mail.liteAccountLinked.subject': 'Un nuevo proyecto para su ubicación {{siteName}}',
  'mail.liteAccountLinked.body':
    'El proyecto {{projectCode}} en {{siteName}}, {{city}} se ha añadido a su cuenta Retail Location.\n\nInicie sesión para verlo:\n{{link}}',
  'mail.originatorMapped.subject': 'Ahora es el promotor del proyecto {{projectCode}}',
  'mail.originatorMapped.body':
    'El equipo del Validation Center le ha designado promotor del proyecto {{projectCode}} ({{siteName}}, {{city}}).\n\nInicie sesión para verlo:\n{{link}}',
  'mail.projectRefusedByAdmin.subject': 'El estado del proyecto {{projectCode}} ha cambiado',
  'mail.projectRefusedByAdmin.body':
    'El equipo del Validation Center ha cambiado el estado de su proyecto {{projectCode}} ({{siteName}}, {{city}}) de «{{fromStatus}}» a «{{toStatus}}».\n\nSi tiene preguntas, escriba a {{helpdesk}}.',
};
