import type { ModuleTexts } from '../en';

export const designDocuments: ModuleTexts<'designDocuments'> = {
  // Server messages of the document calls (features/design-documents).
  'designDocuments.closed':
    'Die Designunterlagen können jetzt nicht mehr geändert werden: Das Projekt wurde zur Validierung eingereicht oder seine Validierung ist abgeschlossen.',
  'designDocuments.slotFull':
    'Für dieses Dokument gibt es bereits {{max}} Versionen. Bestätigen Sie, dass die älteste Version ersetzt wird, und laden Sie die Datei dann erneut hoch.',
  'designDocuments.oneFile': 'Wählen Sie genau eine Datei zum Hochladen aus.',
  'designDocuments.fileNotFound': 'Die heruntergeladene Datei existiert nicht!',
  'designDocuments.versionNotFound': 'Dieses Dokument existiert nicht oder wurde bereits gelöscht.',
  'designDocuments.deleted': 'Das Dokument wurde gelöscht.',
  // The document slot field of the calls (contract schemas/design.ts documentSlotField).
  'design.validation.documentName': 'Dies ist kein Dokument der Designunterlagen.',
};
