import type { ModuleTexts } from '../en';

export const interactiveMap: ModuleTexts<'interactiveMap'> = {
  'interactiveMap.intro':
    'Les sites du portail et les emplacements de référence ARCAD. Zoomez pour séparer les groupes de marqueurs ; sélectionnez un marqueur pour voir ses projets.',
  'interactiveMap.compatibility':
    'Ce portail fonctionne au mieux avec une version récente de Chrome, Edge, Firefox ou Safari.',
  'interactiveMap.loading': 'Chargement de la carte…',
  'interactiveMap.updating': 'Mise à jour de la carte…',
  'interactiveMap.loadError': 'La carte n’a pas pu être chargée.',
  'interactiveMap.region': 'Carte des sites et des emplacements ARCAD',
  'interactiveMap.layers': 'Couches de la carte',
  'interactiveMap.layer.arcad': 'Données Arcad',
  'interactiveMap.layer.new': 'Nouvelles données',
  'interactiveMap.layer.matching': 'Données correspondantes',
  'interactiveMap.legend.title': 'Légende',
  'interactiveMap.legend.arcad':
    'Données Arcad : les emplacements de référence du groupe importés par les intervenants ARCAD',
  'interactiveMap.legend.vc': 'Nouvelles données : sites du portail sur des emplacements existants',
  'interactiveMap.legend.candidate':
    'Nouvelles données : nouveaux emplacements candidats sans emplacement ARCAD correspondant',
  'interactiveMap.legend.matching':
    'Données correspondantes : nouveaux candidats à moins de 200 m d’un emplacement ARCAD ou avec son code ARCAD',
  'interactiveMap.counts':
    '{{sites}} sites · {{arcad}} emplacements ARCAD · {{matching}} candidats correspondants',
  'interactiveMap.arcadEmpty':
    'Aucun emplacement ARCAD n’a encore été importé : la couche Données Arcad est vide.',
  'interactiveMap.arcadNoneHere':
    'Aucun emplacement ARCAD dans les pays sélectionnés : la couche Données Arcad est vide.',
  'interactiveMap.noSites': 'Aucun site ne correspond à ces filtres.',
  'interactiveMap.cluster': '{{count, number}} emplacements : sélectionnez pour zoomer',
  'interactiveMap.stack': '{{count, number}} emplacements superposés ici : sélectionnez pour ouvrir',
  'interactiveMap.stackList.title': '{{count, number}} emplacements ici',
  'interactiveMap.stackList.group': '{{count, number}} emplacements · {{layer}} : zoomer',
  'interactiveMap.legend.stack':
    'Pile : marqueurs de plusieurs couches ou lieux au même endroit (sélectionnez pour zoomer ou les lister)',
  'interactiveMap.source.ARCAD': 'Emplacement ARCAD',
  'interactiveMap.source.candidate': 'Nouveau candidat',
  'interactiveMap.source.VC': 'Site du portail',
  'interactiveMap.popup.originator': 'Initiateur : {{name}}',
  'interactiveMap.popup.noOriginator': 'Aucun initiateur',
  'interactiveMap.popup.arcadCode': 'Code ARCAD : {{code}}',
  'interactiveMap.popup.matched': 'Correspond à l’emplacement ARCAD {{code}}',
  'interactiveMap.popup.notMatched': 'Aucun emplacement ARCAD à moins de 200 m ni avec le même code',
  'interactiveMap.popup.projects': 'Projets',
  'interactiveMap.popup.openProject': 'Ouvrir le projet {{code}}',
};
