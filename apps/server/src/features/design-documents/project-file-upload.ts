import {
  API,
  fileNameProblem,
  isDocumentSlot,
  type Api,
  type CiDocument,
  type UploadAnswer,
} from '@portal/contract';
import type { CallContext, Handler } from '../../platform/api';
import { badRequest, forbidden } from '../../platform/errors';
import { parseUploadFields, withUpload, type ReceivedFile } from '../../platform/uploads';
import { uploadDesignDocument } from './upload-document';

/** The multipart field that carries the file (spec 001 §7, spec 002 §3). */
export const FILE_FIELD = 'files';

type UploadContext = CallContext<Api['uploadProjectFile']>;

/** The CI stage's upload of a checked, stored file (ci-implementation/upload.ts). */
export type CiFileUpload = (
  ctx: UploadContext,
  file: ReceivedFile,
  fields: { DocumentName: CiDocument; ProjectId: number },
) => Promise<UploadAnswer>;

/**
 * POST projects/uploadafile, one call for two features (spec 001 §7, spec 002 §7): the file streams into
 * storage first (413 over MAX_UPLOAD_MB), then the fields (400) and the name rules (400 with the rule's
 * message) are checked; a design slot goes to the design dossier (the originator), a CI DocumentName to
 * the CI stage (the originator, or a supplier's or auditor's link). Any refusal removes the stored file.
 * The CI stage's upload is handed in by app.ts, since a feature does not import another.
 */
export function projectFileUpload(uploadCiFile: CiFileUpload): Handler<Api['uploadProjectFile']> {
  return (ctx: UploadContext): Promise<UploadAnswer> =>
    withUpload(
      ctx.request,
      async (upload) => {
        const fields = parseUploadFields(API.uploadProjectFile.multipart, upload.fields);
        const file = upload.files.length === 1 ? upload.files[0] : undefined;
        if (!file || file.field !== FILE_FIELD)
          throw badRequest('designDocuments.oneFile', { [FILE_FIELD]: 'designDocuments.oneFile' });
        const problem = fileNameProblem(file.fileName);
        if (problem) throw badRequest(problem, { [FILE_FIELD]: problem });
        const { DocumentName } = fields;
        if (isDocumentSlot(DocumentName)) {
          // The design dossier is the originator's alone: no link opens it.
          if (!ctx.auth) throw forbidden();
          return uploadDesignDocument({ ...ctx, auth: ctx.auth }, file, { ...fields, DocumentName });
        }
        return uploadCiFile(ctx, file, { DocumentName, ProjectId: fields.ProjectId });
      },
      { maxFiles: 1 },
    );
}
