import type { ModuleTexts } from '../en';

export const viewer: ModuleTexts<'viewer'> = {
  'viewer.previewFile': 'Vista previa de {{name}}',
  'viewer.toolbar': 'Controles del visor de documentos',
  'viewer.zoomIn': 'Acercar',
  'viewer.zoomOut': 'Alejar',
  'viewer.fitWidth': 'Ajustar al ancho',
  'viewer.fitPage': 'Página completa',
  'viewer.zoomLevel': 'Zoom {{percent}} %',
  'viewer.rotate': 'Girar en el sentido de las agujas del reloj',
  'viewer.thumbnails': 'Miniaturas de las páginas',
  'viewer.showThumbnails': 'Mostrar las miniaturas de las páginas',
  'viewer.hideThumbnails': 'Ocultar las miniaturas de las páginas',
  'viewer.pageField': 'Número de página',
  'viewer.pageOf': '{{page}} / {{count}}',
  'viewer.page': 'Página {{page}}',
  'viewer.pages': 'Páginas de {{name}}',
  'viewer.previousPage': 'Página anterior',
  'viewer.nextPage': 'Página siguiente',
  'viewer.loading': 'Cargando el documento…',
  'viewer.keys':
    'Teclas: Re Pág y Av Pág cambian de página, Inicio y Fin van a la primera y a la última página, + y − acercan y alejan, 0 muestra la página completa, R gira.',
};
