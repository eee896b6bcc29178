import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDS,
  BRAND_IDS,
  CHECK_STATUS,
  FEEDBACK_TYPE,
  ROLES,
  STATUS,
  type FeedbackRow,
} from '@portal/contract';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { submittedProject } from '../../../test/design-review';
import type { ProjectRecord } from '../projects/record';

/**
 * GET projects/GetAllProjectsOnFeedBackType/{1|2} (spec 001 §2, §7, §9): HQ's Pending Validation list
 * (type 1) and the VC's Feedback Provided list (type 2): who may read which, the rows, the order by the
 * feedback date and the server's pages.
 */

let ctx: TestContext;
type Who = 'vc' | 'hq' | 'rnd' | 'anna' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
const DAY = 24 * 60 * 60 * 1000;
const leapmotor = BRANDS.find((b) => b.name === 'Leapmotor')!.id;

/** Feedback requested from HQ on three projects (days ago: 3, 1, 2), provided on two (days ago: 5, 4). */
const requested: ProjectRecord[] = [];
const provided: ProjectRecord[] = [];
let untouched: ProjectRecord;

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  const now = Date.now();
  const revision = { statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved };
  for (const daysAgo of [3, 1, 2])
    requested.push(
      await submittedProject(
        ctx,
        { originatorId: users.anna.id, brandIds: [BRAND_IDS.peugeot, leapmotor] },
        {
          ...revision,
          contentStatus: CHECK_STATUS.feedbackRequested,
          feedbackType: FEEDBACK_TYPE.requested,
          feedbackRequestedAt: new Date(now - daysAgo * DAY),
          submittedAt: new Date(now - (daysAgo + 20) * DAY),
        },
      ),
    );
  for (const daysAgo of [5, 4])
    provided.push(
      await submittedProject(
        ctx,
        { originatorId: users.anna.id, brandIds: [BRAND_IDS.citroen] },
        {
          ...revision,
          feedbackType: FEEDBACK_TYPE.provided,
          feedbackRequestedAt: new Date(now - (daysAgo + 1) * DAY),
          feedbackProvidedAt: new Date(now - daysAgo * DAY),
          submittedAt: new Date(now - 10 * DAY),
        },
      ),
    );
  untouched = await submittedProject(ctx, { originatorId: users.anna.id }, revision);
}, 120_000);
afterAll(() => ctx?.close());

const list = (who: Who, type: number | string, query = '') =>
  get(ctx, `/projects/GetAllProjectsOnFeedBackType/${type}${query}`, tokens[who]);
const ids = (rows: FeedbackRow[]) => rows.map((r) => r.projectId);

describe('who reads which list', () => {
  it('type 1 (feedback requested) is HQ’s; the VC gets 403', async () => {
    expect((await list('hq', 1)).statusCode).toBe(200);
    expect((await list('vc', 1)).statusCode).toBe(403);
  });

  it('type 2 (feedback provided) is the VC’s; HQ gets 403', async () => {
    expect((await list('vc', 2)).statusCode).toBe(200);
    expect((await list('hq', 2)).statusCode).toBe(403);
  });

  it('other roles get 403 on both; another type is a 400', async () => {
    for (const who of ['rnd', 'anna', 'retail'] as const)
      for (const type of [1, 2]) expect((await list(who, type)).statusCode, `${who} ${type}`).toBe(403);
    for (const type of [0, 3, 'x']) expect((await list('hq', type)).statusCode).toBe(400);
  });
});

describe('the rows', () => {
  it('type 1: the projects waiting for HQ, oldest request first, with the project row fields', async () => {
    const res = await list('hq', 1);
    const body = res.json<{ rows: FeedbackRow[]; total: number }>();
    expect(body.total).toBe(3);
    expect(ids(body.rows)).toEqual([requested[0]!.id, requested[2]!.id, requested[1]!.id]);
    expect(ids(body.rows)).not.toContain(untouched.id);
    const row = body.rows[0]!;
    expect(row).toMatchObject({
      projectId: requested[0]!.id,
      userId: users.anna.id,
      siteName: requested[0]!.siteName,
      brands: 'Peugeot', // Leapmotor hidden, as in the project list
      country: 'France',
      countryCode: 'FR',
      statusId: STATUS.revisionMeeting,
      status: 'Revision Meeting',
      projectUniqueId: requested[0]!.uniqueCode,
      architectEmail: users.anna.email,
      isEnabled: true,
      isActive: 'Yes',
      dateFeedbackProvided: null,
      daysSinceSubmission: 23,
    });
    expect(Date.now() - Date.parse(row.dateFeedbackRequested!)).toBeGreaterThan(
      3 * 24 * 3600 * 1000 - 60_000,
    );
  });

  it('type 2: the projects whose feedback HQ provided, by the date provided', async () => {
    const body = (await list('vc', 2)).json<{ rows: FeedbackRow[]; total: number }>();
    expect(body.total).toBe(2);
    expect(ids(body.rows)).toEqual([provided[0]!.id, provided[1]!.id]);
    expect(body.rows[0]!.dateFeedbackProvided).not.toBeNull();
    expect(body.rows[0]!.dateFeedbackRequested).not.toBeNull();
    expect(body.rows[0]!.daysSinceSubmission).toBe(10);
  });

  it('sortDirection desc puts the newest first', async () => {
    const body = (await list('hq', 1, '?sortDirection=desc')).json<{ rows: FeedbackRow[] }>();
    expect(ids(body.rows)).toEqual([requested[1]!.id, requested[2]!.id, requested[0]!.id]);
  });
});

describe('server pages', () => {
  it('page and pageSize cut the ordered list; total counts all', async () => {
    const first = (await list('hq', 1, '?page=0&pageSize=2')).json<{ rows: FeedbackRow[]; total: number }>();
    const second = (await list('hq', 1, '?page=1&pageSize=2')).json<{ rows: FeedbackRow[]; total: number }>();
    const third = (await list('hq', 1, '?page=2&pageSize=2')).json<{ rows: FeedbackRow[]; total: number }>();
    expect(ids(first.rows)).toEqual([requested[0]!.id, requested[2]!.id]);
    expect(ids(second.rows)).toEqual([requested[1]!.id]);
    expect(third.rows).toEqual([]);
    expect([first.total, second.total, third.total]).toEqual([3, 3, 3]);
  });

  it('a bad page or page size is a 400', async () => {
    for (const q of ['?page=-1', '?pageSize=0', '?pageSize=101', '?sortDirection=up'])
      expect((await list('hq', 1, q)).statusCode, q).toBe(400);
  });
});
