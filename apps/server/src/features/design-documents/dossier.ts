import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { DOCUMENT_SLOTS, fileByIdPath, type BrandSelection, type DocumentSlot } from '@portal/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { projectBrandDesign, projectBrands, projectDocuments, storedFiles } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { forbidden, refused } from '../../platform/errors';
import { can } from '../../platform/policy';
import { isDossierOpen } from '../projects/dossier';
import { lockKnownProject, visibleProject, type ProjectRecord } from '../projects/record';

/**
 * What the document calls share (docs/lifecycle.md, docs/files.md): the project's brand selection as the slot rules read it,
 * the live versions of its slots, and the checks before a change of the dossier.
 */

type Caller = Pick<AuthContext, 'userId' | 'role' | 'projectRole'>;

/** The download path of a version (the spec's `<slot>FilePath`, the upload answer's `directoryPath`). */
export const filePathOf = fileByIdPath;

/**
 * The brand selection of the design validation tab (project_brand_design). A project without rows there
 * yet (nothing saved on the tab) has its registered brands, all enabled and without typology.
 */
export async function brandSelectionOf(db: DbOrTx, projectId: number): Promise<BrandSelection[]> {
  const rows = await db
    .select({
      brandId: projectBrandDesign.brandId,
      brandEnabled: projectBrandDesign.enabled,
      typology: projectBrandDesign.typology,
      ciWorkstream: projectBrandDesign.ciWorkstreams,
    })
    .from(projectBrandDesign)
    .where(eq(projectBrandDesign.projectId, projectId))
    .orderBy(asc(projectBrandDesign.brandId));
  if (rows.length) return rows;
  const registered = await db
    .select({ brandId: projectBrands.brandId })
    .from(projectBrands)
    .where(eq(projectBrands.projectId, projectId))
    .orderBy(asc(projectBrands.brandId));
  return registered.map((b) => ({ brandId: b.brandId, brandEnabled: true, typology: '', ciWorkstream: [] }));
}

export interface LiveVersion {
  documentId: number;
  slot: string;
  fileId: number;
  fileName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedByEmail: string;
}

const versionColumns = {
  documentId: projectDocuments.id,
  slot: projectDocuments.slot,
  fileId: projectDocuments.fileId,
  fileName: storedFiles.fileName,
  storageKey: storedFiles.storageKey,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  uploadedAt: projectDocuments.uploadedAt,
  uploadedByEmail: projectDocuments.uploadedByEmail,
};

/** The versions not deleted, of one design slot or of every one (not the CI stage's files), newest first. */
export function liveVersions(db: DbOrTx, projectId: number, slot?: DocumentSlot): Promise<LiveVersion[]> {
  return db
    .select(versionColumns)
    .from(projectDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
    .where(
      and(
        eq(projectDocuments.projectId, projectId),
        slot ? eq(projectDocuments.slot, slot) : inArray(projectDocuments.slot, [...DOCUMENT_SLOTS]),
        isNull(projectDocuments.deletedAt),
      ),
    )
    .orderBy(desc(projectDocuments.uploadedAt), desc(projectDocuments.id));
}

/**
 * The project locked for a change of its documents: visible to the caller (else 404), the caller may upload
 * design documents there (its originator; else 403), and the dossier is open (else 405: paused, submitted,
 * or in a status after the validation).
 */
export async function projectForDocumentChange(
  tx: Tx,
  auth: Caller,
  projectId: number,
): Promise<ProjectRecord> {
  await visibleProject(tx, auth, projectId);
  const project = await lockKnownProject(tx, projectId);
  if (!can(auth, 'uploadDesign', project)) throw forbidden();
  if (!project.isEnabled) throw refused('project.paused');
  if (!isDossierOpen(project)) throw refused('designDocuments.closed');
  return project;
}
