import type { FeatureHandlers } from '../../platform/api';
import { deleteDocument } from './delete-document';
import { documentInfo } from './document-info';
import { sendAllDocuments } from './download-all';
import { documentCaller } from './external';
import { sendDocumentFile } from './file-by-id';
import { isSlotFull } from './max-file-uploaded';
import { sendTemplateFile } from './template-file';

type Names =
  | 'getDocumentInfoToDownload'
  | 'getTemplateFile'
  | 'deleteProjectDocs'
  | 'isMaxFileUploaded'
  | 'getFileById'
  | 'downloadAllDocuments';

/**
 * The design documents of a project (spec 001 §3, §7; docs/lifecycle.md, docs/files.md): slots with versions, blank forms,
 * uploads, soft deletes and downloads, one query or command per call beside this file.
 */
export const designDocumentsHandlers: FeatureHandlers<Names> = {
  getDocumentInfoToDownload: (ctx) => documentInfo(ctx.db, documentCaller(ctx), ctx.params),
  getTemplateFile: (ctx) =>
    sendTemplateFile({ db: ctx.db, caller: documentCaller(ctx) }, ctx.reply, ctx.params),
  deleteProjectDocs: (ctx) => deleteDocument(ctx, ctx.params),
  isMaxFileUploaded: (ctx) => isSlotFull(ctx, ctx.params),
  getFileById: (ctx) =>
    sendDocumentFile({ db: ctx.db, caller: documentCaller(ctx), storage: ctx.storage }, ctx.reply, {
      fileId: ctx.params.fileId,
      inline: ctx.query.inline === 'true',
    }),
  downloadAllDocuments: (ctx) =>
    sendAllDocuments(
      { db: ctx.db, caller: documentCaller(ctx), storage: ctx.storage },
      ctx.reply,
      ctx.params.projectId,
    ),
};
