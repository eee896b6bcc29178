import type { ModuleTexts } from '../en';

export const compare: ModuleTexts<'compare'> = {
  'compare.open': 'Comparer',
  'compare.openVersions': 'Comparer les versions de {{document}}',
  'compare.title': 'Comparer les versions : {{document}}',
  'compare.versionA': 'Version A',
  'compare.versionB': 'Version B',
  'compare.versionOption': 'v{{number}} : {{name}} ({{date}})',
  'compare.mode': 'Mode de comparaison',
  'compare.sideBySide': 'Côte à côte',
  'compare.overlay': 'Superposition',
  'compare.differences': 'Faire ressortir les différences',
  'compare.differencesHelp':
    'Là où les deux versions sont identiques, la page est blanche ; ce qui a changé apparaît en sombre.',
  'compare.opacity': 'Opacité de la version B',
  'compare.opacityValue': '{{percent}} %',
  'compare.paneA': 'Version A : {{name}}',
  'compare.paneB': 'Version B : {{name}}',
  'compare.overlayPane': '{{b}} sur {{a}}',
  'compare.pageA': 'Version A, page {{page}}',
  'compare.pageB': 'Version B, page {{page}}',
  'compare.noPage': "Cette version n'a pas de page {{page}}.",
  'compare.unavailable': 'Cette version ne peut pas être affichée.',
  'compare.missing': "Le fichier de cette version n'existe plus.",
  'compare.inStep': 'Le zoom, le défilement et la page font bouger les deux versions ensemble.',
};
