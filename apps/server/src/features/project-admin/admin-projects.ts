import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { countryLabelOf, statusName, type AdminProjectRow } from '@portal/contract';
import { projects, users } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { containsPattern } from '../../platform/like';

const ADMIN_LIST_LIMIT = 200;

/** GET Projects/GetAdminproject/{search?}: by unique code or numeric id (partial), newest first, at most 200. */
export async function adminProjects(
  { db }: CommandContext,
  { search }: { search: string },
): Promise<AdminProjectRow[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ project: projects, email: users.email })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .where(
      search
        ? or(ilike(projects.uniqueCode, pattern), sql`cast(${projects.id} as text) like ${pattern}`)
        : undefined,
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ project: p, email }) => ({
    projectId: p.id,
    projectUniqueId: p.uniqueCode,
    siteName: p.siteName,
    city: p.city,
    country: countryLabelOf(p.countryCode),
    countryCode: p.countryCode,
    brands: p.brandNames,
    statusId: p.statusId,
    status: statusName(p.statusId),
    architectEmail: email ?? '',
    createdOn: p.createdAt.toISOString(),
    isEnabled: p.isEnabled,
  }));
}
