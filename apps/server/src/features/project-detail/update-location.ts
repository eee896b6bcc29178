import { eq } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { sites } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can } from '../../platform/policy';
import { lockKnownProject, visibleProject } from '../projects/record';
import { refuseWhilePaused } from '../projects/paused';

export interface UpdateLocationInput {
  projectId: number;
  position: { Latitude: number; Longitude: number };
}

/**
 * POST /Projects/UpdateProjectLocation/{projectId}: saves the marker position on the project's site: its
 * originator or its Retail Location account.
 */
export async function updateLocation(
  { db, auth, actor, lang }: SignedInContext,
  { projectId, position }: UpdateLocationInput,
): Promise<MessageBody> {
  await db.transaction(async (tx) => {
    await visibleProject(tx, auth, projectId);
    const project = await lockKnownProject(tx, projectId);
    if (!can(auth, 'moveMarker', project)) throw notFound();
    refuseWhilePaused(project, auth);
    await tx
      .update(sites)
      .set({ latitude: position.Latitude, longitude: position.Longitude, updatedAt: new Date() })
      .where(eq(sites.id, project.siteId));
    await audit(tx, actor, 'projectLifecycle.location', 'project', projectId, {
      siteId: project.siteId,
      latitude: position.Latitude,
      longitude: position.Longitude,
    });
  });
  return { statusCode: 200, message: t(lang, 'project.locationUpdated') };
}
