import { and, asc, eq, isNull } from 'drizzle-orm';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { ALL_ROLES, carriesMarkups, isDocumentSlot, type Language, type Role } from '@portal/contract';
import { markups, projectDocuments, storedFiles } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { HttpError, notFound, refused } from '../../platform/errors';
import { roleText, t } from '../../platform/i18n';
import { MissingObjectError, type Storage } from '../../platform/storage';
import { can } from '../../platform/policy';
import { versionNumber } from '../projects/document-version';
import { visibleProject } from '../projects/record';
import { drawMarkups, type DrawnMarkup } from './draw-pdf';
import { asPdf } from './image-pdf';
import { maySee, policyUser, type MarkupRow } from './markup-record';

/**
 * GET projects/GetFileById/{fileId}/markups (our addition, docs/review.md): the PDF version (an image one: a
 * one-page PDF of the image) with the markups the caller sees drawn into it (pdf-lib) and their notes listed at
 * the end, as `<name> (markups).pdf`. Signed-in readers of markups only: the link parties see none
 * (docs/decisions). Other kinds of file carry no markups (405).
 */
export async function downloadWithMarkups(
  { db, auth, storage, lang, reply }: SignedInContext & { storage: Storage; reply: FastifyReply },
  fileId: number,
) {
  const [doc] = await db
    .select({
      id: projectDocuments.id,
      projectId: projectDocuments.projectId,
      slot: projectDocuments.slot,
      brandId: projectDocuments.brandId,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      storageKey: storedFiles.storageKey,
    })
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(and(eq(projectDocuments.id, fileId), isNull(projectDocuments.deletedAt)));
  if (!doc || !isDocumentSlot(doc.slot)) throw new HttpError(404, 'designDocuments.fileNotFound');
  const project = await visibleProject(db, auth, doc.projectId).catch(() => {
    throw new HttpError(404, 'designDocuments.fileNotFound');
  });
  const user = await policyUser(db, auth);
  if (!can(user, 'readMarkups', project)) throw new HttpError(404, 'designDocuments.fileNotFound');
  if (!carriesMarkups(doc.contentType)) throw refused('markups.notDrawable');
  const rows = (
    await db.select().from(markups).where(eq(markups.documentId, doc.id)).orderBy(asc(markups.id))
  ).filter((m) => maySee(user, project, m));
  const original = await readAll(
    await storage.get(doc.storageKey).catch((err: unknown) => {
      throw err instanceof MissingObjectError ? notFound() : err;
    }),
  );
  const version = await versionNumber(db, doc);
  const title = t(lang, 'markups.pdf.title', {
    document: t(lang, `design.doc.${doc.slot}`),
    version,
    file: doc.fileName,
  });
  const entries = rows.map(
    (m, i) => ({ page: m.page, shape: m.shape, lines: linesOf(lang, m, i + 1) }) satisfies DrawnMarkup,
  );
  const drawn = await asPdf(original, doc.contentType)
    .then((pdf) => drawMarkups(pdf, entries, title))
    .catch(() => {
      throw refused('markups.fileUnreadable');
    });
  const base = doc.fileName.replace(/\.(pdf|png|jpe?g|gif|webp)$/i, '');
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(`${base} (markups).pdf`))
    .header('cache-control', 'no-store')
    .send(Buffer.from(drawn));
}

const day = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Its entry in the list: number, page, kind, author and status; the note; the answer. */
function linesOf(lang: Language, m: MarkupRow, n: number): string[] {
  const role = (ALL_ROLES as readonly string[]).includes(m.authorRole)
    ? roleText(lang, m.authorRole as Role)
    : m.authorRole;
  const lines = [
    t(lang, 'markups.pdf.entry', {
      n,
      page: m.page,
      kind: t(lang, `markups.kind.${m.shape.kind}`),
      author: m.authorName,
      role,
      date: day(m.createdAt),
      status: t(lang, `markups.status.${m.status}`),
    }),
  ];
  if (m.note) lines.push(m.note);
  if (m.answer !== null && m.answeredAt)
    lines.push(
      t(lang, 'markups.pdf.answer', {
        name: m.answeredByName ?? '',
        date: day(m.answeredAt),
        answer: m.answer,
      }),
    );
  return lines;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
