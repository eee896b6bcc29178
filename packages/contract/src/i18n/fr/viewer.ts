import type { ModuleTexts } from '../en';

export const viewer: ModuleTexts<'viewer'> = {
  'viewer.previewFile': 'Aperçu de {{name}}',
  'viewer.toolbar': 'Commandes de la visionneuse',
  'viewer.zoomIn': 'Agrandir',
  'viewer.zoomOut': 'Réduire',
  'viewer.fitWidth': 'Ajuster à la largeur',
  'viewer.fitPage': 'Page entière',
  'viewer.zoomLevel': 'Zoom {{percent}} %',
  'viewer.rotate': 'Pivoter dans le sens horaire',
  'viewer.thumbnails': 'Miniatures des pages',
  'viewer.showThumbnails': 'Afficher les miniatures des pages',
  'viewer.hideThumbnails': 'Masquer les miniatures des pages',
  'viewer.pageField': 'Numéro de page',
  'viewer.pageOf': '{{page}} / {{count}}',
  'viewer.page': 'Page {{page}}',
  'viewer.pages': 'Pages de {{name}}',
  'viewer.previousPage': 'Page précédente',
  'viewer.nextPage': 'Page suivante',
  'viewer.loading': 'Chargement du document…',
  'viewer.keys':
    'Touches : Page précédente et Page suivante changent de page, Début et Fin vont à la première et à la dernière page, + et − zooment, 0 affiche la page entière, R fait pivoter.',
};
