import type { ModuleTexts } from '../en';

export const auth: ModuleTexts<'auth'> = {
  'login.title': 'Iniciar sesión',
  'login.welcome': 'Le damos la bienvenida al Store Design Portal',
  'login.intro':
    'Registre sus puntos de venta, envíe los diseños de tienda por marca y haga el seguimiento de su validación e instalación.',
  'login.submit': 'Iniciar sesión',
  'login.createAccount': 'Crear cuenta',
  'login.forgotPassword': '¿Ha olvidado su contraseña?',
  'login.helpSupport': 'Ayuda y soporte',
  'login.introVideo': 'Vídeo de presentación',
  'login.tutorial': 'Cómo registrarse',
  'login.fieldMandatory': 'El campo {{field}} es obligatorio',
  'login.error': 'Error al iniciar sesión',
  'login.browserWarning':
    'Es posible que su navegador no sea totalmente compatible. Para una experiencia óptima, utilice una versión actual de Chrome, Edge, Firefox o Safari.',
  'cookies.text':
    'Este portal solo utiliza las cookies y el almacenamiento local necesarios para mantener su sesión iniciada y recordar su idioma. Sin seguimiento.',
  'cookies.accept': 'Aceptar',
  'cookies.more': 'Aviso de privacidad',
  'otp.title': 'Código de un solo uso',
  'otp.text':
    'Hemos enviado un código de 6 dígitos a su dirección de correo electrónico. Introdúzcalo para continuar.',
  'otp.label': 'Código',
  'otp.submit': 'Verificar',
  'otp.numeric': 'El código solo contiene números.',
  'otp.devMailbox': 'Modo demo: abrir el buzón de desarrollo',
  'language.label': 'Idioma',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.de': 'Deutsch',
  'language.es': 'Español',
  'language.it': 'Italiano',
};
