import { MAX_SLOT_VERSIONS, type DocumentSlot } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { visibleProject } from '../projects/record';
import { liveVersions } from './dossier';

/**
 * GET projects/ismaxfileuploaded/{projectId}/{documentName}: whether the slot holds MAX_SLOT_VERSIONS live
 * versions, so that the next upload replaces the oldest (after the page's confirmation).
 */
export async function isSlotFull(
  { db, auth }: Pick<SignedInContext, 'db' | 'auth'>,
  { projectId, documentName }: { projectId: number; documentName: DocumentSlot },
): Promise<boolean> {
  await visibleProject(db, auth, projectId);
  return (await liveVersions(db, projectId, documentName)).length >= MAX_SLOT_VERSIONS;
}
