import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BRAND_IDS,
  CHECK_STATUS,
  FEEDBACK_TYPE,
  ROLES,
  STATUS,
  type CommentType,
  type FeedbackRow,
} from '@portal/contract';
import { designValidations, notifications, projectMessages } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, mailsTo, signIn, type TestContext } from '../../../test/helpers';
import { addComment, submittedProject, validate, type ReviewState } from '../../../test/design-review';
import type { ProjectRecord } from '../projects/record';

/**
 * The comment types of the message tool and HQ's feedback through them (docs/lifecycle.md; spec 001 §2, §6):
 * which types each role and project role may use in each state, the feedback request and answer with
 * their effects on the validation, the lists and the mails, and who is notified of each message.
 */

let ctx: TestContext;
type Who = 'gec' | 'validator' | 'analyst' | 'hq' | 'hq2' | 'rnd' | 'anna' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
let hqPending: { id: number; email: string };
const en = (key: string) => t('en', key);

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  await make('analyst', { role: ROLES.VC, projectRole: 'Data Analyst' });
  await make('hq', { role: ROLES.HQ });
  await make('hq2', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  hqPending = await createUser(ctx, { role: ROLES.HQ, status: 'pending', password: null });
}, 120_000);
afterAll(() => ctx?.close());

const project = (state: ReviewState = {}) =>
  submittedProject(
    ctx,
    { originatorId: users.anna.id, retailId: users.retail.id, brandIds: [BRAND_IDS.peugeot] },
    state,
  );
const revision = { statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved };
const feedbackRequested: ReviewState = {
  ...revision,
  contentStatus: CHECK_STATUS.feedbackRequested,
  feedbackType: FEEDBACK_TYPE.requested,
  feedbackRequestedAt: new Date(),
};
const feedbackProvided: ReviewState = {
  ...revision,
  feedbackType: FEEDBACK_TYPE.provided,
  feedbackRequestedAt: new Date(),
  feedbackProvidedAt: new Date(),
};

const typesOf = async (who: Who, p: { id: number } | null, userSequence: number = 0, lang?: string) =>
  get(
    ctx,
    `/projects/GetAllCommentType/${userSequence}${p ? `?projectId=${p.id}` : ''}`,
    tokens[who],
    lang ? { 'accept-language': lang } : {},
  );
const typeIds = async (who: Who, p: { id: number }) =>
  (await typesOf(who, p)).json<CommentType[]>().map((c) => c.commentTypeId);
const validationOf = async (p: ProjectRecord) =>
  (await ctx.database.db.select().from(designValidations).where(eq(designValidations.projectId, p.id)))[0]!;
const notified = async (p: ProjectRecord) =>
  (
    await ctx.database.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.projectId, p.id))
  ).map((n) => n.userId);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const allVc = () => sorted([users.gec.id, users.validator.id, users.analyst.id]);

describe('GET /projects/GetAllCommentType/{userSequence}', () => {
  it('without a project: Comment only, with its texts in the caller’s language', async () => {
    const res = await typesOf('anna', null, 0, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        commentTypeId: 0,
        commentTypeTitle: t('de', 'commentType.comment.title'),
        commentTypeDescription: t('de', 'commentType.comment.description'),
      },
    ]);
  });

  it('userSequence must be 0 or the caller’s own id (404 otherwise)', async () => {
    const p = await project();
    expect((await typesOf('anna', p, users.anna.id)).statusCode).toBe(200);
    expect((await typesOf('anna', p, users.hq.id)).statusCode).toBe(404);
    expect((await typesOf('anna', null, users.hq.id)).statusCode).toBe(404);
    expect((await typesOf('anna', p, -1 as number)).statusCode).toBe(400);
  });

  const everyone = ['gec', 'validator', 'analyst', 'hq', 'rnd', 'anna', 'retail'] as const;
  const table: { state: string; review: ReviewState; expected: Partial<Record<Who, number[]>> }[] = [
    { state: 'under review (1)', review: {}, expected: {} },
    {
      state: 'content pending (2, completeness approved, content empty)',
      review: revision,
      expected: { validator: [0, 1], analyst: [0, 1] },
    },
    {
      state: 'feedback requested from HQ',
      review: feedbackRequested,
      expected: { hq: [0, 2], hq2: [0, 2] },
    },
    {
      state: 'feedback provided (content pending again)',
      review: feedbackProvided,
      expected: { validator: [0, 1], analyst: [0, 1] },
    },
    {
      state: 'approved (3)',
      review: { statusId: STATUS.approved, completenessStatus: 'Approved', contentStatus: 'Approved' },
      expected: {},
    },
    {
      state: 'paused while feedback is requested (HQ may not answer)',
      review: { ...feedbackRequested, isEnabled: false },
      expected: {},
    },
  ];
  for (const row of table)
    it(`per role: ${row.state}`, async () => {
      const p = await project(row.review);
      for (const who of everyone) expect(await typeIds(who, p), who).toEqual(row.expected[who] ?? [0]);
    });

  it('a project outside the caller’s scope is a 404', async () => {
    const other = await submittedProject(ctx, { brandIds: [BRAND_IDS.citroen] }, revision);
    for (const who of ['rnd', 'anna', 'retail'] as const)
      expect((await typesOf(who, other)).statusCode).toBe(404);
  });
});

describe('AddCommentsByUsers refuses a type not allowed now (405)', () => {
  const cases: { name: string; review: ReviewState; who: Who; type: number }[] = [
    { name: 'a feedback request before completeness is approved', review: {}, who: 'validator', type: 1 },
    { name: 'a feedback request by the GEC Validator/Data Analyst', review: revision, who: 'gec', type: 1 },
    { name: 'a feedback request by HQ', review: revision, who: 'hq', type: 1 },
    { name: 'a feedback request by the originator', review: revision, who: 'anna', type: 1 },
    {
      name: 'a second feedback request while one is open',
      review: feedbackRequested,
      who: 'analyst',
      type: 1,
    },
    { name: 'feedback provided when none is requested', review: revision, who: 'hq', type: 2 },
    { name: 'feedback provided twice', review: feedbackProvided, who: 'hq', type: 2 },
    { name: 'feedback provided by a validator', review: feedbackRequested, who: 'validator', type: 2 },
    { name: 'feedback provided by RND', review: feedbackRequested, who: 'rnd', type: 2 },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const p = await project(c.review);
      const before = await validationOf(p);
      const res = await addComment(ctx, tokens[c.who], { projectId: p.id, type: c.type });
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(en('message.typeNotAllowed'));
      expect(await validationOf(p)).toEqual(before);
      expect(
        await ctx.database.db.select().from(projectMessages).where(eq(projectMessages.projectId, p.id)),
      ).toEqual([]);
    });
});

describe('HQ feedback through the comment types', () => {
  it('request → HQ’s Pending Validation list and mails; answer → the VC’s Feedback Provided list; then the decision', async () => {
    const p = await project(revision);

    // A content validator asks HQ.
    const ask = await addComment(ctx, tokens.validator, {
      projectId: p.id,
      type: 1,
      text: 'Is the facade acceptable?',
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().comment).toMatchObject({ commentTypeId: 1, commentTypeTitle: 'Feedback Request' });
    let v = await validationOf(p);
    expect(v).toMatchObject({
      contentStatus: CHECK_STATUS.feedbackRequested,
      feedbackType: FEEDBACK_TYPE.requested,
      feedbackProvidedAt: null,
    });
    expect(v.feedbackRequestedAt).not.toBeNull();
    // Every accepted HQ user is mailed, not a pending one.
    for (const hq of [users.hq, users.hq2]) {
      const [mail] = await mailsTo(ctx, hq.email);
      expect(mail!.template).toBe('feedbackRequested');
      expect(mail!.text).toContain('Is the facade acceptable?');
      expect(mail!.text).toContain(p.uniqueCode);
    }
    expect(await mailsTo(ctx, hqPending.email)).toEqual([]);
    // The VC team (not the author) is notified.
    expect(sorted(await notified(p))).toEqual(sorted([users.gec.id, users.analyst.id]));
    // HQ's list has it, the content waits for HQ.
    const hqList = (await get(ctx, '/projects/GetAllProjectsOnFeedBackType/1?pageSize=100', tokens.hq)).json<{
      rows: FeedbackRow[];
    }>();
    expect(hqList.rows.map((r) => r.projectId)).toContain(p.id);
    expect(
      (await validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true })).statusCode,
    ).toBe(405);
    expect(await typeIds('hq', p)).toEqual([0, 2]);
    expect(await typeIds('validator', p)).toEqual([0]);

    // HQ answers.
    const answer = await addComment(ctx, tokens.hq, { projectId: p.id, type: 2, text: 'Fine with us.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().comment).toMatchObject({ commentTypeId: 2, commenterRole: ROLES.HQ });
    v = await validationOf(p);
    expect(v).toMatchObject({ contentStatus: CHECK_STATUS.pending, feedbackType: FEEDBACK_TYPE.provided });
    expect(v.feedbackProvidedAt).not.toBeNull();
    // The validator who asked is mailed.
    const [mail] = await mailsTo(ctx, users.validator.email);
    expect(mail!.template).toBe('feedbackProvided');
    expect(mail!.text).toContain('Fine with us.');
    expect(
      (await mailsTo(ctx, users.analyst.email)).filter((m) => m.template === 'feedbackProvided'),
    ).toEqual([]);
    // The lists move.
    const hqAfter = (
      await get(ctx, '/projects/GetAllProjectsOnFeedBackType/1?pageSize=100', tokens.hq)
    ).json<{
      rows: FeedbackRow[];
    }>();
    expect(hqAfter.rows.map((r) => r.projectId)).not.toContain(p.id);
    const vcList = (
      await get(ctx, '/projects/GetAllProjectsOnFeedBackType/2?pageSize=100', tokens.validator)
    ).json<{ rows: FeedbackRow[] }>();
    const row = vcList.rows.find((r) => r.projectId === p.id)!;
    expect(row.dateFeedbackProvided).toBe(v.feedbackProvidedAt!.toISOString());
    expect(row.dateFeedbackRequested).toBe(v.feedbackRequestedAt!.toISOString());
    expect(await typeIds('hq', p)).toEqual([0]);

    // The validator decides; the project leaves the VC's list.
    const decided = await validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true });
    expect(decided.statusCode).toBe(200);
    const vcAfter = (
      await get(ctx, '/projects/GetAllProjectsOnFeedBackType/2?pageSize=100', tokens.validator)
    ).json<{ rows: FeedbackRow[] }>();
    expect(vcAfter.rows.map((r) => r.projectId)).not.toContain(p.id);
  });

  it('two HQ answers at once: exactly one is recorded', async () => {
    const p = await project(feedbackRequested);
    const results = await Promise.all([
      addComment(ctx, tokens.hq, { projectId: p.id, type: 2, text: 'first' }),
      addComment(ctx, tokens.hq2, { projectId: p.id, type: 2, text: 'second' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 405]);
    const messages = await ctx.database.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.projectId, p.id));
    expect(messages).toHaveLength(1);
  });
});

describe('who is notified of a message', () => {
  it('VC users who took part (wrote or decided), all VC when none did, never the author', async () => {
    const p = await project();
    const newNotified = async (action: () => Promise<unknown>) => {
      const before = (await notified(p)).length;
      await action();
      return sorted((await notified(p)).slice(before));
    };

    // Nobody of the VC took part yet: every VC user.
    expect(await newNotified(() => addComment(ctx, tokens.anna, { projectId: p.id, text: 'hello' }))).toEqual(
      allVc(),
    );
    // The analyst writes: still nobody of the VC before, so the VC team but the analyst.
    expect(
      await newNotified(() => addComment(ctx, tokens.analyst, { projectId: p.id, text: 'noted' })),
    ).toEqual(sorted([users.gec.id, users.validator.id]));
    // The originator writes again: the analyst took part.
    expect(
      await newNotified(() => addComment(ctx, tokens.anna, { projectId: p.id, text: 'thanks' })),
    ).toEqual([users.analyst.id]);
    // The GEC decides on completeness (notifies the VC team but the author), then takes part.
    await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(await newNotified(() => addComment(ctx, tokens.retail, { projectId: p.id, text: 'ok' }))).toEqual(
      sorted([users.analyst.id, users.gec.id]),
    );
    // A participant writing is not notified of its own message.
    expect(
      await newNotified(() => addComment(ctx, tokens.analyst, { projectId: p.id, text: 'again' })),
    ).toEqual([users.gec.id]);
    // HQ and other roles are never written to the bell.
    const everyone = await notified(p);
    for (const who of ['hq', 'hq2', 'rnd', 'anna', 'retail'] as const)
      expect(everyone).not.toContain(users[who].id);
  });

  it('the notification names the project and quotes the message, escaped', async () => {
    const p = await project();
    await addComment(ctx, tokens.anna, { projectId: p.id, text: '<script>x</script> & more' });
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.projectId, p.id));
    expect(row).toMatchObject({
      role: ROLES.ORIGINATOR,
      siteName: p.siteName,
      projectUniqueId: p.uniqueCode,
    });
    expect(row!.message).toContain(p.uniqueCode);
    expect(row!.message).toContain('&lt;script&gt;x&lt;/script&gt; &amp; more');
    expect(row!.message).not.toContain('<script>');
  });
});
