import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_STATUS, FEEDBACK_TYPE, ROLES, STATUS, type BallInfo, type ProjectRow } from '@portal/contract';
import { projects } from '../../db/schema';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';
import { setReviewState, validate } from '../../../test/design-review';
import { makeProject } from '../../../test/project-fixtures';
import { brand } from '../../../test/project-list-fixtures';

/**
 * Ball in court (docs/lifecycle.md): the list's column and filters (overdue, due this week, with me, a
 * stage), the dashboard's overdue counts and the Design Validation tab's ball, through the real app, on a
 * Wednesday, 25 November 2026, with the default clock (3, 7, 3 and 10 working days).
 */

const NOW = new Date('2026-11-25T10:00:00Z');
const at = (day: string) => new Date(`${day}T09:00:00Z`);

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let annaEmail = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const people: Record<string, Parameters<typeof createUser>[1]> = {
    gec: { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' },
    validator: { role: ROLES.VC, projectRole: 'Validator' },
    vcNoRole: { role: ROLES.VC },
    hq: { role: ROLES.HQ },
    rnd: { role: ROLES.RND, markets: ['FR'], brandIds: [brand('Peugeot')] },
    anna: { role: ROLES.ORIGINATOR },
    bert: { role: ROLES.ORIGINATOR },
  };
  const userIds: Record<string, number> = {};
  for (const [who, opts] of Object.entries(people)) {
    const user = await createUser(ctx, opts);
    userIds[who] = user.id;
    if (who === 'anna') annaEmail = user.email;
    tokens[who] = await signIn(ctx, user.email);
  }
  // One project per case: its status, when it got there, its validation row.
  const cases = {
    c1: { status: STATUS.underReview, since: '2026-11-16', country: 'FR' }, // due Thu 19: 4 days late
    c2: { status: STATUS.underReview, since: '2026-11-23' }, // due Thu 26: this week
    c3: { status: STATUS.underReview, since: '2026-11-25' }, // due Mon 30
    k1: { status: STATUS.revisionMeeting, since: '2026-11-02' }, // due Wed 11: overdue
    // Content since HQ answered on Tuesday 24 (not since the status change): due Thu 3 Dec.
    k2: { status: STATUS.revisionMeeting, since: '2026-11-02', answered: '2026-11-24' },
    f1: { status: STATUS.revisionMeeting, since: '2026-11-02', asked: '2026-11-16' }, // HQ's, due Thu 19
    r1: { status: STATUS.refused, since: '2026-10-01', originator: 'anna' }, // corrections, overdue
    r2: { status: STATUS.refusedNotCompliant, since: '2026-11-25', originator: 'bert' },
    paused: { status: STATUS.underReview, since: '2026-10-01', paused: true },
    approved: { status: STATUS.approved, since: '2026-10-01' },
  } satisfies Record<
    string,
    {
      status: number;
      since: string;
      country?: string;
      answered?: string;
      asked?: string;
      originator?: string;
      paused?: boolean;
    }
  >;
  for (const [key, c] of Object.entries(cases)) {
    const project = await makeProject(ctx, {
      siteValues: { countryCode: 'country' in c ? c.country : 'DE', region: '' },
      brandIds: [brand('Peugeot')],
      originatorId: 'originator' in c ? userIds[c.originator] : null,
    });
    const content = c.status === STATUS.revisionMeeting;
    await setReviewState(ctx, project.id, {
      statusId: c.status,
      isEnabled: !('paused' in c),
      completenessStatus: content ? CHECK_STATUS.approved : CHECK_STATUS.pending,
      contentStatus: 'asked' in c ? CHECK_STATUS.feedbackRequested : CHECK_STATUS.pending,
      feedbackType: 'asked' in c ? FEEDBACK_TYPE.requested : 'answered' in c ? FEEDBACK_TYPE.provided : null,
      feedbackRequestedAt: 'asked' in c ? at(c.asked) : 'answered' in c ? at('2026-11-20') : null,
      feedbackProvidedAt: 'answered' in c ? at(c.answered) : null,
    });
    await ctx.database.db
      .update(projects)
      .set({ statusDate: at(c.since) })
      .where(eq(projects.id, project.id));
    ids[key] = project.id;
  }
});
afterAll(() => ctx.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const named = (...keys: string[]) => keys.map((k) => ids[k]).sort((a, b) => a! - b!);
async function listed(token: string, body: Record<string, unknown> = {}) {
  const res = await post(ctx, '/Projects/getallprojectsbyfilters', { PageSize: 100, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: ProjectRow[] }).rows;
}
const listIds = async (token: string, body: Record<string, unknown>) =>
  (await listed(token, body)).map((r) => r.projectId).sort((a, b) => a - b);

describe('the list: ball column', () => {
  it('says the stage, the due day and how many working days late, for each row', async () => {
    const rows = await listed(tokens.vcNoRole!);
    const ball = (key: string) => rows.find((r) => r.projectId === ids[key])?.ball;
    expect(ball('c1')).toEqual({
      stage: 'completeness',
      since: '2026-11-16T09:00:00.000Z',
      dueDate: '2026-11-19',
      workingDaysLate: 4,
      holderEmail: '',
    } satisfies BallInfo);
    expect(ball('c2')).toMatchObject({ dueDate: '2026-11-26', workingDaysLate: 0 });
    expect(ball('k1')).toMatchObject({ stage: 'content', dueDate: '2026-11-11', workingDaysLate: 10 });
    expect(ball('k2')).toMatchObject({ stage: 'content', dueDate: '2026-12-03', workingDaysLate: 0 });
    expect(ball('f1')).toMatchObject({ stage: 'feedback', dueDate: '2026-11-19', workingDaysLate: 4 });
    expect(ball('r1')).toMatchObject({ stage: 'corrections', holderEmail: annaEmail });
    expect(ball('paused')).toBeNull();
    expect(ball('approved')).toBeNull();
  });
});

describe('the list: ball filters', () => {
  it('overdue: at least one working day missed, whoever holds it', async () => {
    expect(await listIds(tokens.vcNoRole!, { Ball: 'overdue' })).toEqual(named('c1', 'k1', 'f1', 'r1'));
    expect(await listIds(tokens.hq!, { Ball: 'overdue', BallStage: 'content' })).toEqual(named('k1'));
    // The list's scope still holds: RND sees its market's only, the originator its own.
    expect(await listIds(tokens.rnd!, { Ball: 'overdue' })).toEqual(named('c1'));
    expect(await listIds(tokens.anna!, { Ball: 'overdue' })).toEqual(named('r1'));
    expect(await listIds(tokens.bert!, { Ball: 'overdue' })).toEqual([]);
  });

  it('due this week: by Sunday, not overdue yet', async () => {
    expect(await listIds(tokens.vcNoRole!, { Ball: 'dueThisWeek' })).toEqual(named('c2'));
  });

  it('with me: the stages whose holder the policy makes the caller', async () => {
    expect(await listIds(tokens.gec!, { Ball: 'withMe' })).toEqual(named('c1', 'c2', 'c3'));
    expect(await listIds(tokens.validator!, { Ball: 'withMe' })).toEqual(named('k1', 'k2'));
    expect(await listIds(tokens.hq!, { Ball: 'withMe' })).toEqual(named('f1'));
    expect(await listIds(tokens.anna!, { Ball: 'withMe' })).toEqual(named('r1'));
    expect(await listIds(tokens.bert!, { Ball: 'withMe' })).toEqual(named('r2'));
    expect(await listIds(tokens.vcNoRole!, { Ball: 'withMe' })).toEqual([]);
    expect(await listIds(tokens.rnd!, { Ball: 'withMe' })).toEqual([]);
    expect(await listIds(tokens.gec!, { Ball: 'withMe', BallStage: 'content' })).toEqual([]);
  });

  it('refuses an unknown filter or stage with 400', async () => {
    for (const body of [{ Ball: 'late' }, { Ball: 'overdue', BallStage: 'audit' }]) {
      const res = await post(ctx, '/Projects/getallprojectsbyfilters', body, tokens.vcNoRole);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the dashboard: overdue per stage', () => {
  it('counts what the list shows for Ball=overdue and the stage, in the caller scope', async () => {
    const counts = async (token: string) => {
      const res = await post(ctx, '/home/GetOverdueCounts', {}, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await counts(tokens.vcNoRole!)).toEqual({
      completeness: 1,
      content: 1,
      feedback: 1,
      corrections: 1,
    });
    expect(await counts(tokens.rnd!)).toEqual({ completeness: 1, content: 0, feedback: 0, corrections: 0 });
    const filtered = await post(ctx, '/home/GetOverdueCounts', { arCountries: ['DE'] }, tokens.hq);
    expect(filtered.json()).toEqual({ completeness: 0, content: 1, feedback: 1, corrections: 1 });
    expect((await post(ctx, '/home/GetOverdueCounts', {}, tokens.anna)).statusCode).toBe(403);
  });
});

describe('the Design Validation tab', () => {
  const info = async (token: string, key: string) => {
    const res = await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${ids[key]}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ball as BallInfo | null;
  };

  it('shows who holds the ball, by when, and how late', async () => {
    expect(await info(tokens.anna!, 'r1')).toMatchObject({
      stage: 'corrections',
      dueDate: '2026-10-15',
      holderEmail: annaEmail,
    });
    expect(await info(tokens.hq!, 'f1')).toMatchObject({ stage: 'feedback', workingDaysLate: 4 });
    expect(await info(tokens.hq!, 'approved')).toBeNull();
  });

  it('restarts the clock at a stage change: approved completeness hands the ball to the content validators', async () => {
    expect(await info(tokens.gec!, 'c1')).toMatchObject({ stage: 'completeness', workingDaysLate: 4 });
    const res = await validate(ctx, tokens.gec!, { projectId: ids.c1!, completenessAccepted: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ball).toMatchObject({
      stage: 'content',
      since: NOW.toISOString(),
      dueDate: '2026-12-04',
      workingDaysLate: 0,
    });
    expect(await listIds(tokens.validator!, { Ball: 'withMe' })).toEqual(named('c1', 'k1', 'k2'));
    expect(await listIds(tokens.vcNoRole!, { Ball: 'overdue' })).toEqual(named('k1', 'f1', 'r1'));
  });
});
