import type { ModuleTexts } from '../en';

export const profile: ModuleTexts<'profile'> = {
  'profile.loading': 'Cargando su perfil…',
  'profile.emailReadOnly': 'La dirección de correo electrónico no se puede modificar.',
  'profile.phone': 'Número de teléfono',
  'profile.company': 'Empresa',
  'profile.brands': 'Marcas',
  'profile.countries': 'Países',
  'profile.selectBrand': 'seleccione al menos una marca',
  'profile.selectCountry': 'seleccione al menos un país',
  'profile.updated': 'Los datos del perfil se han actualizado',
  'profile.saving': 'Guardando…',
  'profile.currentPassword': 'Contraseña actual',
  'profile.newPassword': 'Nueva contraseña',
  'profile.confirmPassword': 'Confirme la nueva contraseña',
  'profile.passwordRules':
    'La nueva contraseña debe tener al menos {{min}} caracteres, no debe contener la parte del nombre de su dirección de correo electrónico y no debe ser una contraseña común.',
  'profile.passwordMismatch': 'Las contraseñas no coinciden.',
  'profile.passwordChanged': 'La contraseña se ha cambiado correctamente.',
  'profile.loggingOutSoon':
    'Su sesión se cerrará en unos instantes. Vuelva a iniciar sesión con su nueva contraseña.',
  'profile.changePasswordSubmit': 'Cambiar contraseña',
  'profile.scopeNote':
    'Los mercados y marcas añadidos necesitan la aprobación del Validation Center; hasta entonces conserva los actuales. Los que retire se eliminan de inmediato.',
  'profile.scopePendingTitle': 'Pendiente de aprobación del Validation Center',
  'profile.scopeRequestedOn': 'Solicitado el {{date}}',
  'profile.scopeAddedMarkets': 'Mercados que añadir: {{markets}}',
  'profile.scopeAddedBrands': 'Marcas que añadir: {{brands}}',
  'profile.scopeAwaiting': 'pendiente de aprobación',
  'profile.scopeRequested':
    'Se han actualizado los datos del perfil. Los mercados y marcas añadidos esperan la aprobación del Validation Center.',
  'profile.scopeNone': 'ninguno',
  'mail.scopeRequest.subject': 'Solicitud de mercados y marcas: {{applicantName}}',
  'mail.scopeRequest.body':
    '{{applicantName}} ({{email}}, {{role}}) solicita ver los proyectos de más mercados y marcas.\n\nMercados que añadir: {{addedMarkets}}\nMarcas que añadir: {{addedBrands}}\n\nMercados actuales: {{markets}}\nMarcas actuales: {{brands}}\n\nLos mercados y marcas actuales se mantienen hasta que se decida la solicitud. Abra este enlace para aprobarla o rechazarla (válido 7 días, una sola vez):\n{{link}}',
  'mail.scopeRequest.team': 'equipo del Validation Center',
  'mail.scopeApproved.subject': 'Su solicitud de mercados y marcas ha sido aprobada',
  'mail.scopeApproved.body':
    'Su solicitud ha sido aprobada. Ahora ve los proyectos de estos mercados y marcas.\n\nMercados: {{markets}}\nMarcas: {{brands}}',
  'mail.scopeRejected.subject': 'Su solicitud de mercados y marcas',
  'mail.scopeRejected.body':
    'Su solicitud para añadir mercados ({{addedMarkets}}) y marcas ({{addedBrands}}) ha sido rechazada. Sus mercados y marcas no cambian. Si tiene preguntas, escriba a {{helpdesk}}.',
};
