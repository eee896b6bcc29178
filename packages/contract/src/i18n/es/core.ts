import type { ModuleTexts } from '../en';

export const core: ModuleTexts<'core'> = {
  // ---- generic ----
  'app.title': 'Store Design Portal',
  'app.operatedBy': 'Gestionado por el proveedor de servicios del Validation Center',
  'common.back': 'Volver',
  'common.backToLogin': 'Volver al inicio de sesión',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.previewUnavailable': 'Este archivo no se puede mostrar en el navegador. Descárguelo para abrirlo.',
  'common.save': 'Guardar',
  'common.submit': 'Enviar',
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.yes': 'Sí',
  'common.no': 'No',
  'common.ok': 'Aceptar',
  'common.email': 'Correo electrónico',
  'common.password': 'Contraseña',
  'common.firstName': 'Nombre',
  'common.surName': 'Apellidos',
  'common.language': 'Idioma',
  'common.privacy': 'Aviso de privacidad',
  'common.comingSoon': 'Esta página estará disponible en una versión posterior.',
  'common.somethingWrong': 'Se ha producido un error. Póngase en contacto con el administrador.',
  'common.reference': 'Referencia:',
  'common.copyReference': 'Copiar la referencia',
  'common.referenceCopied': 'Copiado',
  'common.serverError':
    'Se ha producido un error por nuestra parte. Si vuelve a ocurrir, facilite esta referencia al servicio de asistencia.',
  'common.pageError': 'No se ha podido mostrar esta página.',
  'common.reload': 'Recargar la página',

  // ---- roles ----
  'role.vc': 'Equipo del Validation Center',
  'role.hq': 'Sede central / Dirección',
  'role.rnd': 'Equipo nacional de desarrollo de la red comercial, NSC / importadores',
  'role.originator': 'Promotor del proyecto (inversor / arquitecto)',
  'role.retail': 'Operador del punto de venta, inversor',

  // ---- server messages ----
  'error.unauthorized': 'Inicie sesión.',
  'error.sessionExpired': 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  'error.sessionIncomplete': 'Complete primero el inicio de sesión.',
  'error.forbidden': 'No tiene permiso para realizar esta acción.',
  'error.notFound': 'No encontrado.',
  'error.internal': 'Error interno del servidor',
  'error.rateLimited': 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
  'error.concurrentChange':
    'Otra persona cambió los mismos datos en el mismo momento, por lo que su cambio no se ha guardado. Vuelva a intentarlo.',
  'error.overloaded': 'El portal está sobrecargado. Vuelva a intentarlo dentro de unos segundos.',
  'error.tooManyCalls':
    'Hay demasiadas solicitudes suyas en curso a la vez. Vuelva a intentarlo en unos segundos.',
  'validation.required': 'Este campo es obligatorio',
  'validation.email': 'El correo electrónico no es válido',
  'validation.tooLong': 'Este texto es demasiado largo.',
  'validation.invalid': 'Algunos campos no son válidos.',
  'validation.id': 'Este identificador no es válido: use solo dígitos.',
  'validation.nulByte': 'Este texto contiene un carácter no permitido.',
  'validation.loneSurrogate': 'Este texto contiene un carácter incompleto (un sustituto UTF-16 aislado).',
  'validation.tooDeep': 'La solicitud está anidada a demasiada profundidad (como máximo {{max}} niveles).',
  'validation.field': '{{field}}: {{message}}',
  'validation.phone': 'Solo se permiten dígitos, «-» y «+».',
  'validation.otp': 'Introduzca el código de 6 dígitos.',
  'validation.role': 'Elija un rol.',
  'validation.projectRole': 'Elija un rol en el proyecto.',
  'validation.selectBrand': '¡Seleccione al menos una marca!',
  'validation.selectCountry': '¡Seleccione al menos un país!',
  'validation.selectBrandCountry': '¡Seleccione al menos una marca/un país!',
  'validation.terms': 'Lea y acepte primero las condiciones de uso.',
  'validation.unknownCountry': 'País desconocido.',
  'validation.unknownBrand': 'Marca desconocida.',
  'validation.timeZone': 'Zona horaria desconocida.',
  'validation.cursor':
    'Esta posición de la lista no es válida para esta lista y este orden. Vuelva a abrir la lista desde la primera página.',
  'validation.mandatoryField': 'El campo {{field}} es obligatorio',
  'login.invalid': 'Correo electrónico o contraseña no válidos.',
  'login.locked': 'Demasiados intentos fallidos: la cuenta queda bloqueada durante 15 minutos.',
  'otp.invalid': 'El código no es correcto. Intentos restantes: {{left}}.',
  'otp.expired': 'El código ha caducado. Vuelva a iniciar sesión.',
  'otp.tooManyAttempts': 'Demasiados códigos incorrectos. Vuelva a iniciar sesión.',
  'signup.emailExists': 'La dirección de correo electrónico ya existe',
  'signup.underProcess':
    'Su solicitud de cuenta se está procesando. Recibirá un correo electrónico cuando el administrador la apruebe.',
  'link.invalid': 'La URL copiada es incorrecta o la sesión ha caducado.',
  'password.tooShort': 'La contraseña debe tener al menos 12 caracteres.',
  'password.tooLong': 'La contraseña debe tener como máximo 128 caracteres.',
  'password.containsEmail': 'La contraseña no debe contener el nombre de su dirección de correo electrónico.',
  'password.common': 'Esta contraseña es demasiado común. Elija otra.',
  'password.sameAsOld': 'La nueva contraseña debe ser distinta de la actual.',
  'password.currentWrong': 'La contraseña actual no es correcta.',
  'password.firstTimeRefused':
    'La contraseña actual no es correcta, o esta cuenta ya tiene una contraseña propia (en ese caso, inicie sesión).',
  'password.otherAccount': 'Solo puede cambiar su propia contraseña.',
  'help.sent': 'Consulta enviada',

  // ---- mails ----
  'mail.greeting': 'Hola, {{firstName}}:',
  'mail.signature': 'Atentamente,\nEl equipo del Store Design Portal',
  'mail.oneTimeCode.subject': 'Su código de un solo uso: {{code}}',
  'mail.oneTimeCode.body':
    'Su código de un solo uso es {{code}}. Es válido durante {{minutes}} minutos.\n\nSi no ha intentado iniciar sesión, puede ignorar este correo.',
  'mail.approvalRequest.subject': 'Solicitud de cuenta: {{applicantFirstName}} {{applicantSurName}}',
  'mail.approvalRequest.body':
    '{{applicantFirstName}} {{applicantSurName}} ({{email}}) solicita una cuenta con el rol {{role}}.\n\nAbra este enlace para aprobar o rechazar la solicitud (válido durante 7 días):\n{{link}}',
  'mail.accountApproved.subject': 'Su cuenta del Store Design Portal ha sido aprobada',
  'mail.accountApproved.body':
    'Su cuenta ha sido aprobada.\n\nCorreo electrónico: {{email}}\nContraseña temporal: {{password}}\n\nInicie sesión en {{link}}: se le pedirá que elija su propia contraseña.',
  'mail.accountRejected.subject': 'Su solicitud de cuenta del Store Design Portal',
  'mail.accountRejected.body':
    'Su solicitud de cuenta ha sido rechazada. Si tiene alguna pregunta, escriba a {{helpdesk}}.',
  'mail.passwordReset.subject': 'Restablezca su contraseña del Store Design Portal',
  'mail.passwordReset.body':
    'Abra este enlace para elegir una nueva contraseña (válido durante {{minutes}} minutos y para un solo uso):\n{{link}}\n\nSi no lo ha solicitado, ignore este correo.',
  'mail.signInLockedCodes.subject': 'Su inicio de sesión en Store Design Portal está bloqueado',
  'mail.signInLockedCodes.body':
    'Se han introducido demasiados códigos de un solo uso incorrectos para su cuenta, por lo que el inicio de sesión está bloqueado durante {{minutes}} minutos.\n\nSi fue usted, espere e inicie sesión de nuevo. Si no fue usted, alguien conoce su contraseña: cámbiela cuando termine el bloqueo e informe al servicio de asistencia.',
  'mail.helpRequest.subject': 'Solicitud de ayuda de {{name}}',
  'mail.helpRequest.body': 'De: {{name}} <{{email}}>\n\n{{queries}}',
  // ---- uploads (server: platform/uploads.ts) ----
  'upload.tooLarge': 'Este archivo es demasiado grande: como máximo {{max}} MB por archivo.',
  'upload.tooManyParts': 'Demasiados archivos o campos en una sola carga.',
  'upload.notMultipart': 'Envíe los archivos como formulario (multipart/form-data).',
  'upload.broken': 'La carga se ha interrumpido o está incompleta. Vuelva a intentarlo.',
  'upload.typeNotAccepted': 'Este tipo de archivo no se acepta aquí. Se aceptan: {{types}}.',
  'upload.contentMismatch':
    'El contenido de este archivo no es un archivo {{type}}, como indica su nombre: no se ha subido.',
};
