import { theRow } from '../src/db/client';
import { eq } from 'drizzle-orm';
import { projects, sites } from '../src/db/schema';
import type { TestContext } from './helpers';
import { createProject } from '../src/features/projects/create';
import type { ProjectRecord } from '../src/features/projects/record';

/** Test data for the project tests: sites inserted directly, projects through the real creation path. */

export type SiteValues = Partial<typeof sites.$inferInsert>;
export type SiteRecord = typeof sites.$inferSelect;

let siteCount = 0;
export async function makeSite(ctx: TestContext, values: SiteValues = {}): Promise<SiteRecord> {
  siteCount++;
  const site = theRow(
    await ctx.database.db
      .insert(sites)
      .values({
        siteName: `SITE ${siteCount}`,
        street: `${siteCount} MAIN STREET`,
        city: 'PARIS',
        zipCode: '75001',
        countryCode: 'FR',
        region: 'DR IDF Nord',
        retailerFullName: 'JANE DOE',
        retailerPhone: '+33-100000',
        retailerEmail: 'jane.doe@example.test',
        latitude: 48.85,
        longitude: 2.35,
        ...values,
      })
      .returning(),
    'the fixture site',
  );
  return site;
}

export interface ProjectFixture {
  site?: SiteRecord;
  siteValues?: SiteValues;
  originatorId?: number | null;
  retailId?: number | null;
  brandIds?: number[];
  documentationOnly?: boolean;
  siteInfoLocked?: boolean;
  /** Columns set after creation (status, dates, flags). */
  set?: Partial<typeof projects.$inferInsert>;
}

export async function makeProject(ctx: TestContext, f: ProjectFixture = {}): Promise<ProjectRecord> {
  const db = ctx.database.db;
  const site = f.site ?? (await makeSite(ctx, f.siteValues));
  const created = await db.transaction((tx) =>
    createProject(
      tx,
      {
        siteId: site.id,
        originatorUserId: f.originatorId ?? null,
        retailUserId: f.retailId ?? null,
        brands: (f.brandIds ?? [2]).map((brandId) => ({ brandId, contractTypeId: 1, salesVolume: 10 })),
        documentationOnly: f.documentationOnly ?? false,
        siteInfoLocked: f.siteInfoLocked ?? false,
      },
      { userId: null, email: 'fixture@example.test' },
    ),
  );
  if (!f.set) return created;
  return theRow(
    await db.update(projects).set(f.set).where(eq(projects.id, created.id)).returning(),
    'the fixture project',
  );
}
