import type { ModuleTexts } from '../en';

export const designDocuments: ModuleTexts<'designDocuments'> = {
  // Server messages of the document calls (features/design-documents).
  'designDocuments.closed':
    'Les documents de conception ne peuvent plus être modifiés : le projet a été soumis pour validation ou sa validation est terminée.',
  'designDocuments.slotFull':
    'Ce document a déjà {{max}} versions. Confirmez le remplacement de la version la plus ancienne, puis téléversez à nouveau le fichier.',
  'designDocuments.oneFile': 'Choisissez un seul fichier à téléverser.',
  'designDocuments.fileNotFound': "Le fichier que vous avez téléchargé n'existe pas !",
  'designDocuments.versionNotFound': "Ce document n'existe pas ou a déjà été supprimé.",
  'designDocuments.deleted': 'Le document a été supprimé.',
  // The document slot field of the calls (contract schemas/design.ts documentSlotField).
  'design.validation.documentName': "Ce n'est pas un document du dossier de conception.",
};
