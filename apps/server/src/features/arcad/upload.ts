import { timingSafeEqual } from 'node:crypto';
import { eq, isNull, and } from 'drizzle-orm';
import { API, type ArcadImportAnswer } from '@portal/contract';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { audit } from '../../platform/audit';
import { actorOf, bearerToken, linkFromFormToken, type LinkContext } from '../../platform/auth';
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
 * POST documents/uploadarcadfile (spec 002 §3, §7; docs/external-parties.md): an ARCAD party's .xlsx or .csv of the
 * group's reference locations. The link token comes as the bearer (the portal's page; the form's Token must
 * then be the same) or, with no Authorization header, as the form's Token (spec 002 §3: files, DocumentName,
 * Email, Token). The form's parts may come in any order, so the file streams into storage (never held in
 * memory) before the form's token is checked; a refused token removes it. The form's Email must be the
 * link's. The file is checked row by row and the good rows imported in one transaction, with the audit row;
 * the answer lists the rows imported and the rows refused with their reasons. The uploaded file itself is
 * not kept: the locations are.
 */
export async function uploadArcadFile(ctx: {
  db: Db;
  storage: Storage;
  link: LinkContext | null;
  request: FastifyRequest;
}): Promise<ArcadImportAnswer> {
  const { db, storage, request } = ctx;
  return withUpload(
    request,
    async (upload) => {
      const bearer = bearerToken(request);
      const link =
        ctx.link ??
        (await linkFromFormToken(request, API.uploadArcadFile.access, (upload.fields.Token ?? '').trim()));
      const fields = parseUploadFields(API.uploadArcadFile.multipart, upload.fields);
      if (
        !sameText(fields.Email, link.email.toLowerCase()) ||
        (bearer !== undefined && !sameText(fields.Token, bearer))
      )
        throw unauthorized('link.invalid');
      const actor = actorOf(request);
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
