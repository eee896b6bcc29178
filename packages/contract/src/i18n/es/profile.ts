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
};
