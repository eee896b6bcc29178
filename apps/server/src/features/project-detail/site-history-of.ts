import { and, desc, eq } from 'drizzle-orm';
import type { SiteHistoryRow } from '@portal/contract';
import { projects } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { dataScope, scopeCondition } from '../../platform/policy';
import { listBrandText } from '../projects/list-copies';
import { visibleProject } from '../projects/record';

export interface SiteHistoryOfInput {
  projectId: number;
}

/**
 * GET Sites/GetAllSiteProjectsHistory/{projectId}: the projects at the same site that the caller may see,
 * newest first (the project itself included).
 */
export async function siteHistoryOf(
  { db, auth }: SignedInContext,
  { projectId }: SiteHistoryOfInput,
): Promise<SiteHistoryRow[]> {
  const project = await visibleProject(db, auth, projectId);
  const scope = await dataScope(db, auth);
  const rows = await db
    .select({
      projectId: projects.id,
      userId: projects.originatorUserId,
      siteName: projects.siteName,
      brandNames: projects.brandNames,
      createdAt: projects.createdAt,
      isEnabled: projects.isEnabled,
    })
    .from(projects)
    .where(and(eq(projects.siteId, project.siteId), scopeCondition(scope)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(500);
  return rows.map((r) => ({
    projectId: r.projectId,
    userId: r.userId,
    siteName: r.siteName,
    brands: listBrandText(r.brandNames),
    createdOn: r.createdAt.toISOString(),
    isEnabled: r.isEnabled,
  }));
}
