import {
  BRAND_IDS,
  DOCUMENT_SLOTS,
  needsDigitalAtRetailForm,
  requiredSlots,
  shownSlots,
  slotDateField,
  slotPathField,
  statusName,
  TEMPLATE_FILES,
  type DocumentInfo,
  type DocumentVersion,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { can } from '../../platform/policy';
import { isDossierOpen } from '../projects/dossier';
import { brandSelectionOf, filePathOf, liveVersions, type LiveVersion } from './dossier';
import { callerProject, linkSlots, messageFilesOf, type DocumentCaller } from './external';

export interface DocumentInfoInput {
  /** 0, or the project's originator (as the list row gives it); anything else is 404. */
  userId: number;
  projectId: number;
}

const templateOf = new Map(TEMPLATE_FILES.map((t) => [t.slot as string, t.fileName]));

function versionOf(v: LiveVersion): DocumentVersion {
  return {
    documentId: v.documentId,
    fileName: v.fileName,
    createdDate: v.uploadedAt.toISOString(),
    uploadedBy: v.uploadedByEmail,
    directoryPath: filePathOf(v.documentId),
    contentType: v.contentType,
    sizeBytes: v.sizeBytes,
  };
}

/**
 * GET /projects/GetDocumentInfoToDownload/{userId}/{projectId} (spec 001 §3 "Document info response";
 * docs/lifecycle.md): per slot the latest version's path and date (empty when none), whether the caller may upload
 * now, the brand flags, the required slots still empty, and every slot the tab shows with its versions.
 *
 * Through an external party's link (spec 002 §2, §3; docs/external-parties.md): only its project, nothing to upload, and
 * only the slots its page lists (the other slots' fields empty); the download page also gets `listMessage`.
 */
export async function documentInfo(
  db: DbOrTx,
  caller: DocumentCaller,
  { userId, projectId }: DocumentInfoInput,
): Promise<DocumentInfo> {
  const project = await callerProject(db, caller, projectId);
  if (userId !== 0 && userId !== project.originatorUserId) throw notFound();
  const brands = await brandSelectionOf(db, projectId);
  const versions = await liveVersions(db, projectId);
  const listed = linkSlots(caller);
  const isListed = (slot: string) => !listed || (listed as readonly string[]).includes(slot);

  const bySlot = new Map<string, LiveVersion[]>();
  for (const v of versions) {
    if (!isListed(v.slot)) continue;
    const list = bySlot.get(v.slot) ?? [];
    list.push(v);
    bySlot.set(v.slot, list);
  }
  const slotFields: Record<string, string> = {};
  for (const slot of DOCUMENT_SLOTS) {
    const latest = bySlot.get(slot)?.[0];
    slotFields[slotPathField(slot)] = latest ? filePathOf(latest.documentId) : '';
    slotFields[slotDateField(slot)] = latest ? latest.uploadedAt.toISOString() : '';
  }
  const required = requiredSlots(brands).filter(isListed);
  const enabled = brands.filter((b) => b.brandEnabled);

  return {
    ...slotFields,
    siteName: project.siteName,
    projectStatus: statusName(project.statusId),
    statusId: project.statusId,
    isUploadAllowed: caller.auth
      ? can(caller.auth, 'uploadDesign', project) && isDossierOpen(project)
      : false,
    isSpotiCarPresent: enabled.some((b) => b.brandId === BRAND_IDS.spoticar),
    isThisDigitalAtRetailOrderFormMandetoryBrand: needsDigitalAtRetailForm(brands),
    missingDocuments: required.filter((slot) => !bySlot.has(slot)),
    documents: shownSlots(brands)
      .filter(isListed)
      .map((slot) => ({
        documentName: slot,
        required: required.includes(slot),
        templateFileName: templateOf.get(slot) ?? null,
        versions: (bySlot.get(slot) ?? []).map(versionOf),
      })),
    ...(caller.link?.party === 'download'
      ? {
          listMessage: (await messageFilesOf(db, projectId)).map(({ storageKey: _key, ...item }) => item),
        }
      : {}),
  };
}
