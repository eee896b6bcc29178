import type { ModuleTexts } from '../en';

export const signup: ModuleTexts<'signup'> = {
  'signup.title': 'Crear cuenta',
  'signup.chooseRole': 'Elija su rol',
  'signup.chooseRoleIntro':
    'Seleccione el tipo de cuenta que necesita. Un administrador revisa cada solicitud antes de que pueda iniciar sesión.',
  'signup.roleHint.originator': 'Para arquitectos certificados e inversores.',
  'signup.roleHint.rnd': 'Para el equipo nacional de la red comercial y los importadores.',
  'signup.roleHint.hq': 'Para la oficina de ventas y marketing.',
  'signup.roleHint.vc':
    'Para el equipo de validación del proveedor de servicios: analistas de datos y validadores.',
  'signup.details': 'Sus datos',
  'signup.selectedRole': 'Tipo de cuenta: {{role}}',
  'signup.changeRole': 'Cambiar de rol',
  'signup.contactNumber': 'Número de teléfono',
  'signup.contactNumberHint': 'Solo dígitos, «+» y «-», p. ej. +34-612345678',
  'signup.company': 'Empresa',
  'signup.countries': 'Países',
  'signup.brands': 'Marcas',
  'signup.eeCluster': 'Clúster EE',
  'signup.eeClusterHint': 'Selecciona todos los países del clúster EE.',
  'signup.projectRole': 'Rol en el proyecto',
  'signup.projectRole.dataAnalyst': 'Analista de datos',
  'signup.projectRole.validator': 'Validador',
  'signup.projectRole.gec': 'Validador GEC/Analista de datos',
  'signup.lookupError':
    'No se han podido cargar las listas de países y marcas. Inténtelo de nuevo más tarde.',
  'signup.terms': 'Condiciones y aviso de privacidad',
  'signup.readTerms': 'Leer y aceptar las condiciones',
  'signup.termsAccepted': 'Ha aceptado las condiciones.',
  'signup.termsPending': 'Abra las condiciones, marque la casilla de aceptación y guarde.',
  'signup.submit': 'Enviar solicitud',
  'signup.notCreatedTitle': 'Cuenta no creada',
  'signup.successTitle': 'Solicitud de cuenta enviada',
  'signup.notAcceptedTitle': 'Cuenta ya registrada',
  'signup.notAcceptedText':
    'Ya existe una cuenta con esta dirección de correo electrónico y no se puede crear una nueva. Si su cuenta aún no ha sido aceptada o no puede iniciar sesión, póngase en contacto con Ayuda y soporte.',
};
