/** Design documents: server messages of the document calls and the documents panel. */
export const designDocuments = {
  // Server messages of the document calls (features/design-documents).
  'designDocuments.closed':
    'The design documents cannot be changed now: the project has been submitted for validation or its validation is over.',
  'designDocuments.slotFull':
    'This document already has {{max}} versions. Confirm that the oldest version is replaced, then upload the file again.',
  'designDocuments.oneFile': 'Choose one file to upload.',
  'designDocuments.fileNotFound': 'The file you downloaded does not exist!',
  'designDocuments.versionNotFound': 'This document does not exist or has already been deleted.',
  'designDocuments.deleted': 'The document has been deleted.',
  // The document slot field of the calls (contract schemas/design.ts documentSlotField).
  'design.validation.documentName': 'This is not a document of the design dossier.',
} as const;
