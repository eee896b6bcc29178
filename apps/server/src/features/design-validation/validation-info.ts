import type { DesignValidationInfo } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { visibleProject } from '../projects/record';
import { designValidationInfoOf } from '../projects/design-info';

/**
 * GET /projects/GetAllDesignValidationInfoForUser/{userId}/{projectId}: the validation panel. The path's
 * userId is not trusted: the answer is for the session's user.
 */
export async function designValidationInfo(
  { db, auth, config }: SignedInContext,
  { projectId }: { projectId: number },
): Promise<DesignValidationInfo> {
  return designValidationInfoOf(db, auth, await visibleProject(db, auth, projectId), config.ballClock);
}
