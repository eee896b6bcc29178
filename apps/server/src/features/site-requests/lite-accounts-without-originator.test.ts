import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { originatorRequests, projects, sites } from '../../db/schema';
import { lastMail, type TestContext } from '../../../test/helpers';
import { createLiteContext, en, liteFixtures, type LiteContext } from '../../../test/lite-account-fixtures';

let state: LiteContext;
let ctx: TestContext;
let originator: LiteContext['originator'];
beforeAll(async () => {
  state = await createLiteContext();
  ({ ctx, originator } = state);
});
afterAll(() => ctx.close());

const { liteBody, createWithout, counts } = liteFixtures(() => state);

describe('POST /users/createliteaccountwithoutoriginator', () => {
  it('creates site, account and a project without an originator', async () => {
    const before = await counts();
    const body = liteBody(null, { arMarkets: ['DE'], Regions: '' });
    const res = await createWithout(body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.projectUniqueId).toMatch(/^DE-\d{4}-\d{6}$/);
    expect(await counts()).toEqual({
      users: before.users + 1,
      sites: before.sites + 1,
      projects: before.projects + 1,
    });
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, answer.projectId));
    expect(project).toMatchObject({
      originatorUserId: null,
      retailUserId: answer.userSequence,
      statusId: STATUS.registered,
    });
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, project!.siteId));
    expect(site).toMatchObject({ arcadLocationCode: '', latitude: null, retailUserId: answer.userSequence });
    expect((await lastMail(ctx, body.Email)).template).toBe('liteAccountCreated');
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(originatorRequests)
      .where(and(eq(originatorRequests.projectId, answer.projectId)));
    expect(n).toBe(0);
  });

  it('applies the same rules and the same email rule', async () => {
    const before = await counts();
    const noBrand = await createWithout(liteBody(null, { BrandDetail: [] }));
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().fields.BrandDetail).toBe('Select at least one brand!');
    const noRegion = await createWithout(liteBody(null, { Regions: '' }));
    expect(noRegion.json().fields.Regions).toBe(en('project.validation.region'));
    const taken = await createWithout(liteBody(null, { Email: originator.email }));
    expect(taken.statusCode).toBe(405);
    expect(await counts()).toEqual(before);
  });
});
