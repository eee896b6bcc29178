import { eq, sql } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { rowsOf, theRow, type DbOrTx } from '../../db/client';
import { projectBrands, projects, projectStatusHistory, sites, type RequestBrand } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { brandCopies } from './list-copies';
import type { ProjectRecord } from './record';

/** A new project with its unique code; runs inside the caller's transaction. */

/** `{country}-{year}-{000123}` from a sequence: unique and never reused (docs/lifecycle.md). */
export async function nextProjectCode(tx: DbOrTx, countryCode: string, now = new Date()): Promise<string> {
  const result = await tx.execute(sql`select nextval('project_code_seq')::int as n`);
  const n = Number(theRow(rowsOf<{ n: number }>(result), 'the next project code').n);
  return `${countryCode}-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export interface NewProject {
  siteId: number;
  originatorUserId: number | null;
  retailUserId: number | null;
  brands: RequestBrand[];
  documentationOnly: boolean;
  /** Created on a chosen existing location: its site information stays locked. */
  siteInfoLocked: boolean;
}

/** Creates a project at a site with status 0 (or 6 when documentation-only), its brands and first history row. */
export async function createProject(tx: DbOrTx, input: NewProject, actor: Actor): Promise<ProjectRecord> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, input.siteId));
  if (!site) throw notFound();
  const statusId = input.documentationOnly ? STATUS.registeredDocumentationOnly : STATUS.registered;
  const uniqueCode = await nextProjectCode(tx, site.countryCode);
  const project = theRow(
    await tx
      .insert(projects)
      .values({
        uniqueCode,
        siteId: site.id,
        originatorUserId: input.originatorUserId,
        retailUserId: input.retailUserId ?? site.retailUserId,
        siteName: site.siteName,
        city: site.city,
        countryCode: site.countryCode,
        ...brandCopies(input.brands.map((b) => b.brandId)),
        statusId,
        documentationOnly: input.documentationOnly,
        siteInfoLocked: input.siteInfoLocked,
      })
      .returning(),
    'the new project',
  );
  if (input.brands.length)
    await tx.insert(projectBrands).values(
      input.brands.map((b) => ({
        projectId: project.id,
        brandId: b.brandId,
        contractTypeId: b.contractTypeId,
        salesVolume: b.salesVolume,
      })),
    );
  await tx.insert(projectStatusHistory).values({
    projectId: project.id,
    statusId,
    changedByUserId: actor.userId ?? null,
    changedByEmail: actor.email ?? '',
  });
  await audit(tx, actor, 'projectLifecycle.create', 'project', project.id, {
    uniqueCode,
    siteId: site.id,
    statusId,
  });
  return project;
}
