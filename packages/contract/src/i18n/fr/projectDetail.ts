import type { ModuleTexts } from '../en';

export const projectDetail: ModuleTexts<'projectDetail'> = {
  'map.label': 'Carte du site',
  'map.marker': 'Emplacement du site',
  'map.markerHelp':
    'Faites glisser le marqueur à l’emplacement exact du site, ou cliquez sur la carte pour l’y déplacer.',
  'map.placeHelp': 'Cliquez sur la carte pour placer le marqueur du site, ou recherchez l’adresse.',
  'map.search': 'Rechercher une adresse ou un lieu',
  'map.searchButton': 'Rechercher',
  'map.searching': 'Recherche en cours…',
  'map.notFound': 'Aucun lieu trouvé pour cette recherche.',
  'map.searchFailed':
    'La recherche n’est pas disponible pour le moment. Veuillez déplacer le marqueur à la main.',

  'projectDetail.title': 'Projet {{code}}',
  'projectDetail.back': 'Retour au projet',
  'projectDetail.paused': 'En pause',
  'projectDetail.loadError': 'Les données du projet n’ont pas pu être chargées.',
  'projectDetail.retry': 'Réessayer',
  'projectDetail.tabsLabel': 'Sections du projet',
  'projectDetail.tab.history': 'Historique du projet',
  'projectDetail.tab.site': 'Informations sur le site',
  'projectDetail.tab.design': 'Validation du design',
  'projectDetail.tab.ci': 'Mise en œuvre de l’IC',
  'projectDetail.tab.audit': 'Audit de conformité',
  'projectDetail.notFound.title': 'Projet introuvable',
  'projectDetail.notFound.text': 'Ce projet n’existe pas, ou il n’est pas visible pour votre compte.',
  'projectDetail.notFound.back': 'Retour à la liste des projets',

  'projectDetail.map.title': 'Emplacement du site',
  'projectDetail.map.saved': 'L’emplacement du site est enregistré.',
  'projectDetail.map.saveFailed': 'L’emplacement du site n’a pas pu être enregistré.',
  'projectDetail.map.loadError': 'L’emplacement du site n’a pas pu être chargé.',
  'projectDetail.map.noPosition': 'Aucun emplacement n’a encore été enregistré pour ce site.',

  'projectDetail.summary.title': 'Résumé du projet',
  'projectDetail.summary.siteName': 'Nom du site',
  'projectDetail.summary.city': 'Ville',
  'projectDetail.summary.country': 'Pays',
  'projectDetail.summary.status': 'Statut du projet',
  'projectDetail.summary.plannedOpening': 'Date d’ouverture prévue',
  'projectDetail.summary.email': 'Adresse e-mail',
  'projectDetail.summary.uniqueCode': 'Code unique du projet',
  'projectDetail.summary.brands': 'Marques',

  'projectDetail.history.title': 'Projets sur ce site',
  'projectDetail.history.select': 'Choisir',
  'projectDetail.history.selectProject': 'Ouvrir le projet {{name}}',
  'projectDetail.history.siteName': 'Nom du site',
  'projectDetail.history.brands': 'Marques',
  'projectDetail.history.createdOn': 'Créé le',
  'projectDetail.statusHistory.title': 'Historique des statuts',
  'projectDetail.statusHistory.empty': 'Aucun changement de statut enregistré pour le moment.',
  'projectDetail.statusHistory.when': '{{date}} par {{by}}',

  'projectDetail.site.siteSection': 'Informations sur le site',
  'projectDetail.site.brandsSection': 'Sélection des marques',
  'projectDetail.site.contactSection': 'Contact du représentant du site',
  'projectDetail.site.update': 'Mettre à jour les informations du site',
  'projectDetail.site.updated': 'Les informations du site ont été mises à jour avec succès',
  'projectDetail.site.saveFailed': 'Les informations du site n’ont pas pu être enregistrées.',
  'projectDetail.site.onlyOriginator': 'Seul l’initiateur du projet peut modifier les informations du site.',
  'projectDetail.site.lockedSubmitted':
    'Le projet a été soumis pour approbation : ses informations de site ne peuvent plus être modifiées.',
  'projectDetail.site.lockedSite':
    'Les informations de site de ce projet sont verrouillées et ne peuvent pas être modifiées.',
  'projectDetail.site.lockedPaused':
    'Le projet est en pause : ses informations de site ne peuvent pas être modifiées.',
};
