import type { FeatureHandlers } from '../../platform/api';
import { sendStoredFile } from '../../platform/download';
import { libraryFile, tutorialGroups } from './service';

export const tutorialsHandlers: FeatureHandlers<'getTutorialDocuments' | 'downloadInfoPackDocument'> = {
  getTutorialDocuments: ({ db }) => tutorialGroups(db),
  downloadInfoPackDocument: async ({ db, storage, params, auth, reply }) => {
    const file = await libraryFile(db, params.documentId, auth);
    return sendStoredFile(reply, storage, file);
  },
};
