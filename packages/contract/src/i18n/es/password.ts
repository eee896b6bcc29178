import type { ModuleTexts } from '../en';

export const password: ModuleTexts<'password'> = {
  'pwd.confirmEmail': 'Confirme el correo electrónico',
  'pwd.newPassword': 'Nueva contraseña',
  'pwd.confirmPassword': 'Confirme la nueva contraseña',
  'pwd.currentPassword': 'Contraseña actual',
  'pwd.mismatch': 'Las contraseñas no coinciden. Vuelva a introducirlas.',
  'pwd.rules':
    'Su nueva contraseña debe tener al menos {{min}} caracteres, no debe contener la parte del nombre de su dirección de correo electrónico y no debe ser una contraseña común.',
  'pwd.account': 'Cuenta: {{email}}',
  'pwd.goToLogin': 'Ir al inicio de sesión',
  'pwd.reset.title': 'Restablecer su contraseña',
  'pwd.reset.intro':
    'Introduzca dos veces la dirección de correo electrónico de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña.',
  'pwd.reset.submit': 'Enviar enlace de restablecimiento',
  'pwd.reset.emailMismatch': 'Las direcciones de correo electrónico principal y secundaria no coinciden.',
  'pwd.reset.sent':
    'Le hemos enviado un correo electrónico con un enlace para restablecer su contraseña. El enlace es válido durante una hora.',
  'pwd.reset.locked':
    'Su cuenta está bloqueada tras demasiados intentos de inicio de sesión fallidos. Vuelva a intentarlo dentro de 15 minutos.',
  'pwd.reset.notAccepted':
    'Su cuenta aún no ha sido aceptada. Póngase en contacto con el servicio de asistencia.',
  'pwd.reset.contactSupport': 'Contactar con asistencia',
  'pwd.reset.notRegistered': 'Esta dirección de correo electrónico no está registrada.',
  'pwd.reset.requestNew': 'Solicitar un nuevo enlace',
  'pwd.link.title': 'Elija una nueva contraseña',
  'pwd.link.submit': 'Guardar la nueva contraseña',
  'pwd.link.success': 'Su contraseña se ha cambiado. Ya puede iniciar sesión con su nueva contraseña.',
  'pwd.first.title': 'Cambie su contraseña',
  'pwd.first.intro':
    'Este es su primer inicio de sesión. Sustituya la contraseña temporal que recibió por correo electrónico por una contraseña propia.',
  'pwd.first.submit': 'Cambiar contraseña',
  'pwd.first.success': 'Su contraseña se ha cambiado. Inicie sesión con su nueva contraseña.',
};
