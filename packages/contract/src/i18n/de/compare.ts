import type { ModuleTexts } from '../en';

export const compare: ModuleTexts<'compare'> = {
  'compare.open': 'Vergleichen',
  'compare.openVersions': 'Versionen von {{document}} vergleichen',
  'compare.title': 'Versionen vergleichen: {{document}}',
  'compare.versionA': 'Fassung A',
  'compare.versionB': 'Fassung B',
  'compare.versionOption': 'v{{number}}: {{name}} ({{date}})',
  'compare.mode': 'Vergleichsart',
  'compare.sideBySide': 'Nebeneinander',
  'compare.overlay': 'Überlagert',
  'compare.differences': 'Unterschiede hervorheben',
  'compare.differencesHelp':
    'Wo beide Fassungen gleich sind, bleibt die Seite weiß; was sich geändert hat, erscheint dunkel.',
  'compare.opacity': 'Deckkraft von Fassung B',
  'compare.opacityValue': '{{percent}} %',
  'compare.paneA': 'Fassung A: {{name}}',
  'compare.paneB': 'Fassung B: {{name}}',
  'compare.overlayPane': '{{b}} über {{a}}',
  'compare.pageA': 'Fassung A, Seite {{page}}',
  'compare.pageB': 'Fassung B, Seite {{page}}',
  'compare.noPage': 'Diese Fassung hat keine Seite {{page}}.',
  'compare.unavailable': 'Diese Fassung kann nicht angezeigt werden.',
  'compare.missing': 'Die Datei dieser Fassung ist nicht mehr vorhanden.',
  'compare.inStep': 'Zoom, Blättern und Seitenwechsel bewegen beide Fassungen gemeinsam.',
};
