import type { ModuleTexts } from '../en';

export const designDocuments: ModuleTexts<'designDocuments'> = {
  // Server messages of the document calls (features/design-documents).
  'designDocuments.closed':
    'I documenti di progetto non possono più essere modificati: il progetto è stato inviato per la convalida o la sua convalida è terminata.',
  'designDocuments.slotFull':
    'Questo documento ha già {{max}} versioni. Confermare la sostituzione della versione più vecchia, quindi caricare di nuovo il file.',
  'designDocuments.oneFile': 'Scegliere un solo file da caricare.',
  'designDocuments.fileNotFound': 'Il file scaricato non esiste!',
  'designDocuments.versionNotFound': 'Questo documento non esiste o è già stato eliminato.',
  'designDocuments.deleted': 'Il documento è stato eliminato.',
  // The document slot field of the calls (contract schemas/design.ts documentSlotField).
  'design.validation.documentName': 'Questo non è un documento del dossier di progetto.',
};
