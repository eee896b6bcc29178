import type { FeatureHandlers } from '../../platform/api';
import { sendStoredFile } from '../../platform/download';
import { libraryGroups } from '../../platform/library-groups';
import { libraryFile } from './service';

export const tutorialsHandlers: FeatureHandlers<'getTutorialDocuments' | 'downloadInfoPackDocument'> = {
  getTutorialDocuments: ({ db }) => libraryGroups(db, 'tutorial'),
  downloadInfoPackDocument: async ({ db, storage, params, auth, reply }) => {
    const file = await libraryFile(db, params.documentId, auth);
    return sendStoredFile(reply, storage, file);
  },
};
