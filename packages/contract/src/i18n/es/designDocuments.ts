import type { ModuleTexts } from '../en';

export const designDocuments: ModuleTexts<'designDocuments'> = {
  // Server messages of the document calls (features/design-documents).
  'designDocuments.closed':
    'Los documentos de diseño ya no se pueden modificar: el proyecto se ha enviado para validación o su validación ha terminado.',
  'designDocuments.slotFull':
    'Este documento ya tiene {{max}} versiones. Confirme que se sustituya la versión más antigua y vuelva a subir el archivo.',
  'designDocuments.oneFile': 'Elija un solo archivo para subir.',
  'designDocuments.fileNotFound': '¡El archivo que ha descargado no existe!',
  'designDocuments.versionNotFound': 'Este documento no existe o ya se ha eliminado.',
  'designDocuments.deleted': 'El documento se ha eliminado.',
  // The document slot field of the calls (contract schemas/design.ts documentSlotField).
  'design.validation.documentName': 'Este no es un documento del expediente de diseño.',
};
