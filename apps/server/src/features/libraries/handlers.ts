import type { FeatureHandlers } from '../../platform/api';
import { libraryGroups } from '../../platform/library-groups';
import { deleteLibraryDocument } from './delete-document';
import { uploadLibraryDocument } from './upload-document';

/**
 * The Documents screen's libraries (spec 001 §2, §4, §7; DESIGN §7): the information pack per brand, and
 * the VC's and HQ's uploads and deletes in both libraries. The tutorial list and the download are the
 * tutorials feature's calls.
 */
export const librariesHandlers: FeatureHandlers<
  'getBrandDocuments' | 'deleteInfoPackDocument' | 'uploadLibraryFile'
> = {
  getBrandDocuments: ({ db }) => libraryGroups(db, 'infopack'),
  deleteInfoPackDocument: (ctx) => deleteLibraryDocument(ctx, ctx.params.documentId),
  uploadLibraryFile: (ctx) => uploadLibraryDocument(ctx),
};
