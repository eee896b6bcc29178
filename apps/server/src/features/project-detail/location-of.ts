import { eq } from 'drizzle-orm';
import type { UserLocation } from '@portal/contract';
import { users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { isOwnAccount } from '../../platform/policy';
import { visibleProject } from '../projects/record';
import { siteOf } from './site-of';

export interface LocationOfInput {
  userId: number;
  projectId: number | undefined;
}

/**
 * GET users/getuserbyid/{userId}?projectId=: the map position: the project's site when a project is named
 * (scope checked), else the caller's own.
 */
export async function locationOf(
  { db, auth }: SignedInContext,
  { userId, projectId }: LocationOfInput,
): Promise<UserLocation> {
  if (projectId != null) {
    const project = await visibleProject(db, auth, projectId);
    const site = await siteOf(db, project.siteId);
    return { latitude: site.latitude, longitude: site.longitude };
  }
  if (!isOwnAccount(auth, userId)) throw notFound();
  const [user] = await db
    .select({ latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}
