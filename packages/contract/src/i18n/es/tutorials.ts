import type { ModuleTexts } from '../en';

export const tutorials: ModuleTexts<'tutorials'> = {
  'tutorials.title': 'Cómo registrarse',
  'tutorials.videoHeading': 'Vídeo: cómo registrarse',
  'tutorials.steps':
    'Para registrarse, elija «Crear cuenta» en la página de inicio de sesión, seleccione su rol y complete el formulario. Un administrador revisa su solicitud; una vez aprobada, recibirá un correo electrónico con una contraseña temporal. Inicie sesión con ella y elija su propia contraseña.',
  'tutorials.documentsHeading': 'Documentos de formación',
  'tutorials.fileName': 'Nombre del archivo',
  'tutorials.uploadDate': 'Fecha de carga',
  'tutorials.download': 'Descargar',
  'tutorials.downloadFile': 'Descargar {{name}}',
  'tutorials.empty': 'Todavía no hay documentos de formación disponibles.',
  'tutorials.loadError': 'No se han podido cargar los documentos de formación.',
  'introVideo.title': 'Vídeo de introducción',
  'introVideo.summary':
    'Este vídeo presenta el portal: el registro de puntos de venta, el envío de diseños de tienda por marca y el seguimiento de su validación e implantación.',
  'introVideo.captions':
    'Este vídeo no tiene subtítulos; su contenido se describe en el texto de esta página.',
  'introVideo.none': 'Todavía no hay ningún vídeo configurado para este portal.',
  'introVideo.unsupported':
    'Su navegador no puede reproducir este vídeo. Abra directamente el archivo de vídeo.',
};
