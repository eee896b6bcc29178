import { asc, eq } from 'drizzle-orm';
import { countryLabelOf, statusName, type ProjectUserDetails } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { brands, projectBrands, users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { visibleProject } from '../projects/record';

export interface ProjectUserDetailsInput {
  projectId: number;
}

async function emailOf(db: DbOrTx, userId: number | null): Promise<string> {
  if (userId == null) return '';
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/**
 * GET /projects/GetProjectUserDetails/{projectId}: the summary card: site, status, planned opening,
 * originator email and the brand chips.
 */
export async function projectUserDetails(
  { db, auth }: SignedInContext,
  { projectId }: ProjectUserDetailsInput,
): Promise<ProjectUserDetails> {
  const project = await visibleProject(db, auth, projectId);
  const [email, logos] = await Promise.all([
    emailOf(db, project.originatorUserId),
    db
      .select({
        brandId: brands.id,
        brandName: brands.name,
        colour: brands.colour,
        isProfessional: brands.isProfessional,
      })
      .from(projectBrands)
      .innerJoin(brands, eq(brands.id, projectBrands.brandId))
      .where(eq(projectBrands.projectId, projectId))
      .orderBy(asc(brands.id)),
  ]);
  return {
    projectId: project.id,
    userId: project.originatorUserId,
    projectUniqueId: project.uniqueCode,
    siteName: project.siteName,
    city: project.city,
    country: countryLabelOf(project.countryCode),
    countryCode: project.countryCode,
    projectStatus: statusName(project.statusId),
    statusId: project.statusId,
    plannedOpeningDate: project.plannedOpeningDate,
    emailAddress: email,
    isEnabled: project.isEnabled,
    logoPath: logos,
  };
}
