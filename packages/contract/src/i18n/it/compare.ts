import type { ModuleTexts } from '../en';

export const compare: ModuleTexts<'compare'> = {
  'compare.open': 'Confronta',
  'compare.openVersions': 'Confronta le versioni di {{document}}',
  'compare.title': 'Confronta le versioni: {{document}}',
  'compare.versionA': 'Versione A',
  'compare.versionB': 'Versione B',
  'compare.versionOption': 'v{{number}}: {{name}} ({{date}})',
  'compare.mode': 'Modalità di confronto',
  'compare.sideBySide': 'Affiancate',
  'compare.overlay': 'Sovrapposte',
  'compare.differences': 'Evidenzia le differenze',
  'compare.differencesHelp':
    'Dove le due versioni coincidono la pagina resta bianca; ciò che è cambiato appare scuro.',
  'compare.opacity': 'Opacità della versione B',
  'compare.opacityValue': '{{percent}} %',
  'compare.paneA': 'Versione A: {{name}}',
  'compare.paneB': 'Versione B: {{name}}',
  'compare.overlayPane': '{{b}} sopra {{a}}',
  'compare.pageA': 'Versione A, pagina {{page}}',
  'compare.pageB': 'Versione B, pagina {{page}}',
  'compare.noPage': 'Questa versione non ha la pagina {{page}}.',
  'compare.unavailable': 'Questa versione non può essere mostrata.',
  'compare.missing': 'Il file di questa versione non esiste più.',
  'compare.inStep': 'Lo zoom, lo scorrimento e la pagina muovono insieme le due versioni.',
};
