import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  AUDITOR_DOCUMENT,
  BRANDS,
  fileByIdPath,
  isSupplierDocument,
  ORIGINATOR_CI_DOCUMENTS,
  type CiDocument,
  type LifecycleEvent,
  type UploadAnswer,
  uploadKindsOf,
} from '@portal/contract';
import type { Config } from '../../config';
import { theRow, type Db, type Tx } from '../../db/client';
import { projectDocuments, storedFiles } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext, LinkContext } from '../../platform/auth';
import { forbidden, HttpError, refused } from '../../platform/errors';
import { can } from '../../platform/policy';
import { recordStoredFiles, type ReceivedFile } from '../../platform/uploads';
import { versionNumber } from '../projects/document-version';
import { lockKnownProject, visibleProject, type ProjectRecord } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transitionIfAllowed } from '../projects/lifecycle/transition';
import { ciRecordOf, mayUploadCi, policyUserOf } from './ci-data';
import { openInvitation, sameBinding, stageOpen } from './link-checks';

/** Files kept per CI slot (and brand): enough for a site's photos; beyond, the oldest must go first. */
export const MAX_CI_FILES = 20;

export interface CiUploadContext {
  db: Db;
  config: Config;
  auth: AuthContext | null;
  link: LinkContext | null;
  actor: Actor;
}

/** The lifecycle event a supplier's file is (docs/lifecycle.md): the first offer, the first order. */
const EVENT_OF: Partial<Record<CiDocument, LifecycleEvent>> = {
  OfferFromSupplier: 'firstOffer',
  OrderFromSupplier: 'firstOrder',
};
/** The team's notification of a supplier's file (also the originator's mail line when it moves the status). */
const NOTIFICATION_OF: Partial<Record<CiDocument, string>> = {
  OfferFromSupplier: 'offerReceived',
  OrderFromSupplier: 'orderReceived',
  InvoiceFromSupplier: 'invoiceReceived',
};

/**
 * `projects/uploadafile` with a CI DocumentName (the file already stored, its name checked): the
 * originator's photos, evidence, derogation and implementation files (spec 001 §6), a supplier's offer,
 * order or invoice for its brand, an auditor's report (docs/external-parties.md). The version, the audit row, the status
 * move, the notifications and the mail are one transaction.
 */
export async function uploadCiFile(
  ctx: CiUploadContext,
  file: ReceivedFile,
  fields: { DocumentName: CiDocument; ProjectId: number },
): Promise<UploadAnswer> {
  const slot = fields.DocumentName;
  const { db, auth, link } = ctx;
  if (auth) {
    if (!(ORIGINATOR_CI_DOCUMENTS as readonly string[]).includes(slot))
      throw new HttpError(403, 'ciImplementation.notYourDocument');
    await visibleProject(db, auth, fields.ProjectId);
  } else if (link) {
    const allowed = link.party === 'supplier' ? isSupplierDocument(slot) : slot === AUDITOR_DOCUMENT;
    if (!allowed) throw new HttpError(403, 'ciImplementation.notYourDocument');
    sameBinding(link, { projectId: fields.ProjectId });
  } else throw forbidden();
  const user = auth ? await policyUserOf(db, auth) : null;

  return db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, fields.ProjectId);
    let invitationId: number | null = null;
    if (user) {
      if (!can(user, 'implementCi', project)) throw forbidden();
      if (!project.isEnabled) throw refused('project.paused');
      const submitted = !!(await ciRecordOf(tx, project.id))?.submittedAt;
      if (!mayUploadCi(user, project, submitted)) throw refused('ciImplementation.uploadClosed');
    } else if (link) {
      invitationId = (await openInvitation(tx, link)).id;
      stageOpen(project, 'ciImplementation.uploadClosed');
    } else throw forbidden();
    const brandId = link?.party === 'supplier' ? link.brandId : null;
    const live = await tx
      .select({ id: projectDocuments.id, fileName: storedFiles.fileName })
      .from(projectDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
      .where(
        and(
          eq(projectDocuments.projectId, project.id),
          eq(projectDocuments.slot, slot),
          brandId === null ? isNull(projectDocuments.brandId) : eq(projectDocuments.brandId, brandId),
          isNull(projectDocuments.deletedAt),
        ),
      )
      .orderBy(asc(projectDocuments.uploadedAt), asc(projectDocuments.id));
    // The pages check for this literal message (spec 001 §8, spec 002 §8).
    if (live.some((v) => v.fileName === file.fileName)) throw new HttpError(409, 'FileExist');
    if (live.length >= MAX_CI_FILES) throw refused('ciImplementation.slotFull', { max: MAX_CI_FILES });

    const version = await storeVersion(tx, ctx, project, file, { slot, brandId, invitationId });
    await tellUpload(tx, ctx, project, slot, brandId);
    return {
      fileName: file.fileName,
      createdDate: version.uploadedAt.toISOString(),
      directoryPath: fileByIdPath(version.id),
      documentId: version.id,
    };
  });
}

async function storeVersion(
  tx: Tx,
  ctx: CiUploadContext,
  project: ProjectRecord,
  file: ReceivedFile,
  to: { slot: CiDocument; brandId: number | null; invitationId: number | null },
) {
  const stored = theRow(
    await recordStoredFiles(tx, [file], uploadKindsOf(to.slot), ctx.auth?.userId ?? null),
    'the stored file',
  );
  const version = theRow(
    await tx
      .insert(projectDocuments)
      .values({
        projectId: project.id,
        slot: to.slot,
        fileId: stored.id,
        brandId: to.brandId,
        invitationId: to.invitationId,
        uploadedByUserId: ctx.auth?.userId ?? null,
        uploadedByEmail: ctx.auth?.email ?? ctx.link?.email ?? '',
      })
      .returning({ id: projectDocuments.id, uploadedAt: projectDocuments.uploadedAt }),
    'the new document version',
  );
  await audit(tx, ctx.actor, 'ciDocument.upload', 'projectDocument', version.id, {
    projectId: project.id,
    slot: to.slot,
    brandId: to.brandId,
    invitationId: to.invitationId,
    fileName: file.fileName,
    fileId: stored.id,
    sizeBytes: file.stored.sizeBytes,
    sha256: file.stored.sha256,
    version: await versionNumber(tx, { id: version.id, projectId: project.id, ...to }),
  });
  return version;
}

/** A supplier's file: the status it may move, the team's bell, and the originator's mail on a move. */
async function tellUpload(
  tx: Tx,
  ctx: CiUploadContext,
  project: ProjectRecord,
  slot: CiDocument,
  brandId: number | null,
): Promise<void> {
  const told = NOTIFICATION_OF[slot];
  if (!told || !ctx.link) return;
  const event = EVENT_OF[slot];
  // Forward only: an offer after the order (or any file later on) has no row and moves nothing.
  const done = event
    ? await transitionIfAllowed(tx, project.id, event, { link: ctx.link }, { actor: ctx.actor, note: slot })
    : null;
  await tellLifecycle(tx, ctx.config, {
    about: 'ciStage',
    project,
    done,
    news: {
      notification: told,
      mailEvent: told,
      vars: { brandName: BRANDS.find((b) => b.id === brandId)?.name ?? '' },
      byRole: 'supplier',
      byName: ctx.link.name || ctx.link.email,
    },
  });
}
