import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import {
  DEFAULT_BALL_DAYS,
  DEFAULT_CALENDAR,
  PROJECT_STATUSES,
  ROLES,
  STATUS,
  type BallClock,
} from '@portal/contract';
import { createTestContext, type TestContext } from '../../test/helpers';
import {
  auditLog,
  originatorRequests,
  projectBrands,
  projects,
  projectStatusHistory,
  sites,
  users,
} from './schema';
import { seedDemo } from './seed';
import { DEMO_PROJECTS_MARKER, seedDemoProjects } from './seed-projects';
import { dataScope, scopeCondition } from '../platform/policy';
import { DiskStorage } from '../platform/storage';
import { holdersOf, overdueProjects } from '../features/reminders/overdue';

// createTestContext starts from reference data only; the demo is seeded here, through seedDemo as main.ts does.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, new DiskStorage(path.join(ctx.dataDir, 'files')));
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const CLOCK: BallClock = { calendar: DEFAULT_CALENDAR, days: DEFAULT_BALL_DAYS };
const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('demo projects seed', () => {
  it('has about 60 projects with unique codes, in every status 0–11', async () => {
    const rows = await db().select().from(projects);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((r) => r.uniqueCode)).size).toBe(rows.length);
    for (const r of rows) expect(r.uniqueCode).toMatch(new RegExp(`^${r.countryCode}-\\d{4}-\\d{6}$`));
    for (const id of PROJECT_STATUSES.keys()) expect(rows.some((r) => r.statusId === id)).toBe(true);
    expect(new Set(rows.map((r) => r.countryCode)).size).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => !r.isEnabled)).toBe(true);
    for (const r of rows.filter((r) => r.statusId === STATUS.siteCompliance)) expect(r.isActive).toBe(false);
  });

  it('gives each project a history in date order ending at its status and status date', async () => {
    const rows = await db().select().from(projects);
    const history = await db()
      .select()
      .from(projectStatusHistory)
      .orderBy(asc(projectStatusHistory.projectId), asc(projectStatusHistory.changedAt));
    const now = Date.now();
    for (const project of rows) {
      const own = history.filter((h) => h.projectId === project.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      const last = own.at(-1)!;
      expect(last.statusId).toBe(project.statusId);
      expect(last.changedAt.toISOString()).toBe(project.statusDate.toISOString());
      expect(own[0]!.changedAt.toISOString()).toBe(project.createdAt.toISOString());
      expect(last.changedAt.getTime()).toBeLessThan(now);
      const submitted = project.statusId !== STATUS.registered && project.statusId !== 6;
      const refused = project.statusId === STATUS.refusedNotCompliant || project.statusId === STATUS.refused;
      expect(project.isSubmittedForApproval).toBe(submitted && !refused);
      const validated = [3, 8, 9, 10, 11].includes(project.statusId);
      expect(project.designValidationDate !== null).toBe(validated);
    }
  });

  it('gives every project brands, and shares some sites between several projects', async () => {
    const all = await db().select({ id: projects.id }).from(projects);
    const branded = new Set(
      (await db().select({ id: projectBrands.projectId }).from(projectBrands)).map((r) => r.id),
    );
    const withoutBrands = all.filter((p) => !branded.has(p.id)).length;
    expect(withoutBrands).toBe(0);
    const perSite = await db()
      .select({ siteId: projects.siteId, n: count() })
      .from(projects)
      .groupBy(projects.siteId);
    expect(perSite.filter((s) => s.n >= 3).length).toBeGreaterThanOrEqual(4);
    expect(perSite.filter((s) => s.n === 1).length).toBeGreaterThanOrEqual(20);
  });

  it('lets the RND demo user see a subset only, and links the retail account to its site', async () => {
    const rnd = await userId('rnd@demo.test');
    const scope = await dataScope(db(), { userId: rnd, role: ROLES.RND });
    const [{ n: visible } = { n: 0 }] = await db()
      .select({ n: count() })
      .from(projects)
      .where(scopeCondition(scope));
    const [{ n: all } = { n: 0 }] = await db().select({ n: count() }).from(projects);
    expect(visible).toBeGreaterThan(5);
    expect(visible).toBeLessThan(all);

    const retail = await userId('retail@demo.test');
    const [{ n: retailProjects } = { n: 0 }] = await db()
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.retailUserId, retail));
    expect(retailProjects).toBeGreaterThanOrEqual(2);
    const [site] = await db().select().from(sites).where(eq(sites.retailUserId, retail));
    expect(site?.siteName).toBe('AUTO BIANCHI MILANO');

    const originator = await userId('originator@demo.test');
    const [{ n: own } = { n: 0 }] = await db()
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.originatorUserId, originator));
    expect(own).toBeGreaterThan(all / 2);
    expect(own).toBeLessThan(all);
  });

  it('has pending, rejected and approved originator requests', async () => {
    const originator = await userId('originator@demo.test');
    const requests = await db()
      .select()
      .from(originatorRequests)
      .where(eq(originatorRequests.originatorUserId, originator));
    const pending = requests.filter((r) => r.status === 'pending');
    expect(pending.some((r) => r.isNewCreation && r.siteId === null)).toBe(true);
    expect(pending.some((r) => !r.isNewCreation && r.siteId !== null)).toBe(true);
    expect(pending.some((r) => r.isDocumentOnly)).toBe(true);
    expect(requests.some((r) => r.status === 'rejected' && r.decidedAt)).toBe(true);
    const approved = requests.find((r) => r.status === 'approved')!;
    expect(approved.projectId).not.toBeNull();
    const [project] = await db().select().from(projects).where(eq(projects.id, approved.projectId!));
    expect(project!.siteId).toBe(approved.siteId);
    expect(project!.siteInfoLocked).toBe(true);
  });

  it("holds a project whose originator's corrections are 2 working days late today, reminded to its German owner", async () => {
    // Seeded with the configuration's clock (the test's is the default): as late on any day, weekend or closure.
    expect(ctx.config.ballClock).toEqual(CLOCK);
    const now = new Date();
    const overdue = await overdueProjects(db(), CLOCK, now, ctx.config.reminders.maxDaysLate);
    const rheinufer = overdue.find((p) => p.siteName === 'AUTOHAUS RHEINUFER');
    expect(rheinufer?.stage).toBe('corrections');
    expect(rheinufer?.ball.workingDaysLate).toBe(2);
    const klaus = await userId('klaus.weber@demo.test');
    expect(rheinufer?.originatorUserId).toBe(klaus);
    const held = (await holdersOf(db(), overdue)).get(klaus);
    expect(held?.holder.language).toBe('de');
    expect(held?.projects.map((p) => p.siteName)).toContain('AUTOHAUS RHEINUFER');
  });

  it('runs once: a second run adds nothing', async () => {
    const [{ n: before } = { n: 0 }] = await db().select({ n: count() }).from(projects);
    const again = await seedDemoProjects(db(), { passwordHash: 'unused', ballClock: CLOCK });
    expect(again.seeded).toBe(false);
    await seedDemo(db(), new DiskStorage(path.join(ctx.dataDir, 'files')));
    const [{ n: after } = { n: 0 }] = await db().select({ n: count() }).from(projects);
    expect(after).toBe(before);
    const pending = await db()
      .select({ n: count() })
      .from(originatorRequests)
      .where(eq(originatorRequests.status, 'pending'));
    expect(pending[0]!.n).toBe(3);
    const markers = await db().select().from(auditLog).where(eq(auditLog.action, DEMO_PROJECTS_MARKER));
    expect(markers).toHaveLength(1);
  });
});
