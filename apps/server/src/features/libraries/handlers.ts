import type { FeatureHandlers } from '../../platform/api';
import { sendStoredFile } from '../../platform/download';
import { deleteLibraryDocument } from './delete-document';
import { libraryFile } from './library-file';
import { libraryGroups } from './library-groups';
import { uploadLibraryDocument } from './upload-document';

type Names =
  | 'getBrandDocuments'
  | 'getTutorialDocuments'
  | 'downloadInfoPackDocument'
  | 'deleteInfoPackDocument'
  | 'uploadLibraryFile';

/**
 * The two document libraries, the information pack and the tutorials (spec 000 §2.4; spec 001 §2, §4, §7;
 * docs/files.md): their lists per brand and the download, read by the Documents screen and the public tutorial
 * page, and the VC's and HQ's uploads and deletes in both.
 */
export const librariesHandlers: FeatureHandlers<Names> = {
  getBrandDocuments: (ctx) => libraryGroups(ctx, 'infopack'),
  getTutorialDocuments: (ctx) => libraryGroups(ctx, 'tutorial'),
  downloadInfoPackDocument: async (ctx) =>
    sendStoredFile(ctx.reply, ctx.storage, await libraryFile(ctx, ctx.params.documentId)),
  deleteInfoPackDocument: (ctx) => deleteLibraryDocument(ctx, ctx.params.documentId),
  uploadLibraryFile: (ctx) => uploadLibraryDocument(ctx),
};
