import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  API,
  fileNameProblem,
  libraryUploadBrand,
  uploadKindsOf,
  type Api,
  type UploadAnswer,
} from '@portal/contract';
import { theRow } from '../../db/client';
import { libraryDocuments, storedFiles } from '../../db/schema';
import type { CallContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, HttpError } from '../../platform/errors';
import { parseUploadFields, recordStoredFiles, withUpload } from '../../platform/uploads';

/** The multipart field that carries the file (spec 001 §7). */
const FILE_FIELD = 'files';
/** The namespace of the advisory lock that keeps two uploads of one name in one brand's list apart. */
const LOCK_NAMESPACE = 4207012;

/** Where a library document's file is downloaded (the upload answer's `directoryPath`). */
export const libraryFilePath = (documentId: number) => `tutorials/downloadinfopackdocument/${documentId}`;

/**
 * POST tutorials/uploadafile (spec 001 §4, §5, §7; docs/files.md): the file streams into storage first (413 over
 * MAX_UPLOAD_MB), then the fields (400) and the name rule (400 with the rule's message) are checked; the
 * file goes to the brand DocumentName (or our BrandName) names, in Library (information pack by default); the same
 * name live in the same library and brand answers 409 `FileExist`. The file, the library row and the audit
 * row are one transaction; any refusal removes the stored file. VC and HQ only (the route's access).
 */
export function uploadLibraryDocument(ctx: CallContext<Api['uploadLibraryFile']>): Promise<UploadAnswer> {
  const { db, auth, actor } = ctx;
  return withUpload(
    ctx.request,
    async (upload) => {
      const fields = parseUploadFields(API.uploadLibraryFile.multipart, upload.fields);
      const file = upload.files.length === 1 ? upload.files[0] : undefined;
      if (!file || file.field !== FILE_FIELD)
        throw badRequest('designDocuments.oneFile', { [FILE_FIELD]: 'designDocuments.oneFile' });
      const problem = fileNameProblem(file.fileName);
      if (problem) throw badRequest(problem, { [FILE_FIELD]: problem });
      const library = fields.Library;
      // The fields' schema already refused an upload that names no brand of the library, with this answer.
      const brandName = libraryUploadBrand(fields);
      if (!brandName)
        throw badRequest('libraries.validation.brand', { BrandName: 'libraries.validation.brand' });

      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${library}/${brandName}`}))`,
        );
        const [same] = await tx
          .select({ id: libraryDocuments.id })
          .from(libraryDocuments)
          .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
          .where(
            and(
              eq(libraryDocuments.library, library),
              eq(libraryDocuments.brandName, brandName),
              eq(storedFiles.fileName, file.fileName),
              isNull(libraryDocuments.deletedAt),
            ),
          )
          .limit(1);
        // The client checks for this literal message (spec 001 §8).
        if (same) throw new HttpError(409, 'FileExist');
        const stored = theRow(
          await recordStoredFiles(tx, [file], uploadKindsOf('libraryDocument'), auth.userId),
          'the stored file',
        );
        const doc = theRow(
          await tx
            .insert(libraryDocuments)
            .values({ library, brandName, fileId: stored.id })
            .returning({ id: libraryDocuments.id, uploadedAt: libraryDocuments.uploadedAt }),
          'the new library document',
        );
        await audit(tx, actor, 'libraryDocument.upload', 'libraryDocument', doc.id, {
          library,
          brandName,
          documentName: fields.DocumentName ?? '',
          fileName: file.fileName,
          fileId: stored.id,
          sizeBytes: file.stored.sizeBytes,
          sha256: file.stored.sha256,
        });
        return {
          fileName: file.fileName,
          createdDate: doc.uploadedAt.toISOString(),
          directoryPath: libraryFilePath(doc.id),
          documentId: doc.id,
        };
      });
    },
    { maxFiles: 1 },
  );
}
