import type { AuthContext } from '../../platform/auth';
import { refused } from '../../platform/errors';
import { mayChangeWhilePaused } from '../../platform/policy';
import type { ProjectRecord } from './record';

/** A paused project is read-only for everyone but the Validation Center Team (docs/lifecycle.md). */
export function refuseWhilePaused(project: ProjectRecord, auth: Pick<AuthContext, 'userId' | 'role'>) {
  if (!project.isEnabled && !mayChangeWhilePaused(auth)) throw refused('project.paused');
}
