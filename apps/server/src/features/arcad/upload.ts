import { timingSafeEqual } from 'node:crypto';
import { eq, isNull, and } from 'drizzle-orm';
import { API, type ArcadImportAnswer } from '@portal/contract';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { bearerToken, type LinkContext } from '../../platform/auth';
import { badRequest, unauthorized } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { parseUploadFields, withUpload } from '../../platform/uploads';
import type { FastifyRequest } from 'fastify';
import { importArcadFile } from './import';

const FILE_FIELD = 'files';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * POST documents/uploadarcadfile (spec 002 §3, §7; DESIGN §6): an ARCAD party's .xlsx or .csv of the
 * group's reference locations. The form's Email and Token must be its link's (else the link is
 * invalid); the file is checked row by row and the good rows imported in one transaction, with the
 * audit row; the answer lists the rows imported and the rows refused with their reasons. The uploaded
 * file itself is not kept: the locations are.
 */
export async function uploadArcadFile(ctx: {
  db: Db;
  storage: Storage;
  link: LinkContext;
  actor: Actor;
  request: FastifyRequest;
}): Promise<ArcadImportAnswer> {
  const { db, storage, link, actor, request } = ctx;
  return withUpload(
    request,
    async (upload) => {
      const fields = parseUploadFields(API.uploadArcadFile.multipart, upload.fields);
      if (
        !sameText(fields.Email, link.email.toLowerCase()) ||
        !sameText(fields.Token, bearerToken(request) ?? '')
      )
        throw unauthorized('link.invalid');
      const file = upload.files.length === 1 ? upload.files[0] : undefined;
      if (!file || file.field !== FILE_FIELD)
        throw badRequest('designDocuments.oneFile', { [FILE_FIELD]: 'designDocuments.oneFile' });
      try {
        return await db.transaction(async (tx) => {
          const result = await importArcadFile(tx, {
            body: await storage.get(file.stored.key),
            fileName: file.fileName,
            contentType: file.contentType,
            importedBy: link.email,
          });
          await audit(tx, actor, 'arcadImport.upload', 'invitation', link.invitationId, {
            invitationId: link.invitationId,
            fileName: file.fileName,
            sha256: file.stored.sha256,
            imported: result.imported,
            refused: result.refused.length,
            total: result.total,
            error: result.error ?? null,
          });
          if (result.imported > 0)
            await tx
              .update(invitations)
              .set({ submittedAt: new Date() })
              .where(and(eq(invitations.id, link.invitationId), isNull(invitations.submittedAt)));
          return result;
        });
      } finally {
        await upload.discard();
      }
    },
    { maxFiles: 1 },
  );
}
