import type { ModuleTexts } from '../en';

export const compare: ModuleTexts<'compare'> = {
  'compare.open': 'Comparar',
  'compare.openVersions': 'Comparar las versiones de {{document}}',
  'compare.title': 'Comparar versiones: {{document}}',
  'compare.versionA': 'Versión A',
  'compare.versionB': 'Versión B',
  'compare.versionOption': 'v{{number}}: {{name}} ({{date}})',
  'compare.mode': 'Modo de comparación',
  'compare.sideBySide': 'Lado a lado',
  'compare.overlay': 'Superpuestas',
  'compare.differences': 'Resaltar las diferencias',
  'compare.differencesHelp':
    'Donde las dos versiones coinciden, la página queda blanca; lo que ha cambiado aparece oscuro.',
  'compare.opacity': 'Opacidad de la versión B',
  'compare.opacityValue': '{{percent}} %',
  'compare.paneA': 'Versión A: {{name}}',
  'compare.paneB': 'Versión B: {{name}}',
  'compare.overlayPane': '{{b}} sobre {{a}}',
  'compare.pageA': 'Versión A, página {{page}}',
  'compare.pageB': 'Versión B, página {{page}}',
  'compare.noPage': 'Esta versión no tiene página {{page}}.',
  'compare.unavailable': 'Esta versión no se puede mostrar.',
  'compare.missing': 'El archivo de esta versión ya no existe.',
  'compare.inStep': 'El zoom, el desplazamiento y la página mueven las dos versiones a la vez.',
};
