import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  BRANDS,
  fileByIdPath,
  isCiBrand,
  isCiStage,
  isCiStageOpen,
  type CiBrandBlock,
  type CiImplementation,
} from '@portal/contract';
import { readTogether, type DbOrTx } from '../../db/client';
import { ciBrandBlocks, ciImplementations, projectDocuments } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { can, dataScope, mayChangeWhilePaused, type PolicyUser } from '../../platform/policy';
import { callerProject, type ProjectCaller } from '../projects/caller';
import type { ProjectRecord } from '../projects/record';
import { ciFilesOf, entriesOf, type CiFile } from './files';

/** The project's CI submission and audit row (absent until one of them is sent). */
export async function ciRecordOf(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(ciImplementations).where(eq(ciImplementations.projectId, projectId));
  return row;
}

/** The brands with a CI block: the project's CI brands (a supplier's link: its own brand). */
function ciBrandsOf(project: ProjectRecord, caller: ProjectCaller): number[] {
  const brands = project.brandIds.filter(isCiBrand).sort((a, b) => a - b);
  return caller.link ? brands.filter((b) => b === caller.link.brandId) : brands;
}

/** The signed-in caller as the policy reads it (an RND user's markets and brands loaded). */
export async function policyUserOf(db: DbOrTx, auth: AuthContext): Promise<PolicyUser> {
  return { ...auth, scope: await dataScope(db, auth) };
}

/** Whether the caller may upload on the CI screen now (spec 001 §4 "Uploads", §6). */
export function mayUploadCi(user: PolicyUser | null, project: ProjectRecord, submitted: boolean): boolean {
  return (
    !!user &&
    can(user, 'implementCi', project) &&
    project.isEnabled &&
    isCiStageOpen(project.statusId) &&
    !submitted
  );
}

/**
 * GET /projects/getallciimplementationdata/{userId}/{projectId}: the CI screen. The originator sees the
 * dates of the suppliers' offers, orders and invoices but not the files (spec 001 §6); a supplier's link
 * sees its own brand's block only.
 */
export async function ciImplementationOf(
  db: DbOrTx,
  caller: ProjectCaller,
  projectId: number,
): Promise<CiImplementation> {
  const project = await callerProject(db, caller, projectId);
  const user = caller.auth ? await policyUserOf(db, caller.auth) : null;
  const [record, blocks, files, [designDerogation]] = await readTogether(
    db,
    () => ciRecordOf(db, project.id),
    () => db.select().from(ciBrandBlocks).where(eq(ciBrandBlocks.projectId, project.id)),
    () => ciFilesOf(db, project.id),
    () =>
      db
        .select({ id: projectDocuments.id })
        .from(projectDocuments)
        .where(
          and(
            eq(projectDocuments.projectId, project.id),
            eq(projectDocuments.slot, 'psaDerogationForm'),
            isNull(projectDocuments.deletedAt),
          ),
        )
        .orderBy(desc(projectDocuments.uploadedAt), desc(projectDocuments.id))
        .limit(1),
  );
  const supplierFilesShown = user === null || can(user, 'readSupplierFiles', project);
  const projectLevel = caller.link === null;
  const submitted = !!record?.submittedAt;
  const photos = projectLevel ? entriesOf(files, 'InstallationPhoto') : [];
  const derogations = projectLevel ? entriesOf(files, 'CIDerogationForm') : [];
  const derogationId = derogations[0]?.fileId ?? (projectLevel ? designDerogation?.id : undefined) ?? null;
  const listOf = (slot: Parameters<typeof entriesOf>[1]) => (projectLevel ? entriesOf(files, slot) : []);

  return {
    projectId: project.id,
    projectUniqueId: project.uniqueCode,
    statusId: project.statusId,
    isCIImplementationSubmitted: submitted,
    submittedAt: record?.submittedAt?.toISOString() ?? null,
    submittedBy: record?.submittedByEmail ?? '',
    fullCompliance: submitted ? (record?.fullCompliance ?? null) : null,
    chosenFullCompliance: record?.fullCompliance ?? null,
    installationFileId: photos[0]?.fileId ?? null,
    installationFilePath: photos[0]?.filePath ?? '',
    installationPhotos: photos,
    partialComplianceEvidence: listOf('PartialComplianceEvidence'),
    psaDerogationFileId: derogationId,
    psaDerogationFilePath: derogationId ? fileByIdPath(derogationId) : '',
    derogationForms: derogations,
    implementationCompletedList: listOf('ImplementationCompleted'),
    newProjectFacadePlanList: listOf('NewProjectFacadePlanAfterSurvey'),
    level1ExemptionList: listOf('ImplementationLevel1'),
    level2ExemptionList: listOf('ImplementationLevel2'),
    brands: ciBrandsOf(project, caller).map((brandId) =>
      brandBlock(
        brandId,
        files,
        blocks.find((b) => b.brandId === brandId),
        supplierFilesShown,
      ),
    ),
    isUploadAllowed: mayUploadCi(user, project, submitted),
    canInvite:
      !!user &&
      can(user, 'inviteSupplier', project) &&
      isCiStage(project.statusId) &&
      (project.isEnabled || mayChangeWhilePaused(user)),
  };
}

function brandBlock(
  brandId: number,
  files: CiFile[],
  block: typeof ciBrandBlocks.$inferSelect | undefined,
  filesShown: boolean,
): CiBrandBlock {
  const latest = (slot: 'OfferFromSupplier' | 'OrderFromSupplier' | 'InvoiceFromSupplier') =>
    entriesOf(files, slot, brandId)[0] ?? null;
  const offer = latest('OfferFromSupplier');
  const order = latest('OrderFromSupplier');
  const invoice = latest('InvoiceFromSupplier');
  return {
    brandId,
    brandName: BRANDS.find((b) => b.id === brandId)?.name ?? '',
    offerFile: filesShown ? offer : null,
    offerDate: offer?.uploadDate ?? null,
    orderFile: filesShown ? order : null,
    orderDate: order?.uploadDate ?? null,
    invoiceFile: filesShown ? invoice : null,
    invoiceDate: invoice?.uploadDate ?? null,
    plannedDeliveryDate: block?.plannedDeliveryDate ?? null,
    plannedInstallationDate: block?.plannedInstallationDate ?? null,
    installationCompletedDate: block?.installationCompletedDate ?? null,
    confirmedAt: block?.confirmedAt?.toISOString() ?? null,
  };
}
