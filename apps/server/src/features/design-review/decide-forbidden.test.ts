import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECK_STATUS, FEEDBACK_TYPE, STATUS } from '@portal/contract';
import { designValidations, projects } from '../../db/schema';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import { validate, type ReviewState } from '../../../test/design-review';
import { makeProject } from '../../../test/project-fixtures';
import { decideFixtures, decideWorld, en, type DecideWorld, type Who } from '../../../test/decide-fixtures';

/**
 * POST projects/ValidateProjectData (spec 001 §5, §6; docs/lifecycle.md): the decisions a project's state forbids
 * now (405), and those it allows again (paused, resubmitted).
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let users: Record<Who, { id: number; email: string }>;
const { project, inRevision, stateOf, decisionsOf } = decideFixtures(() => world);

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens, users } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('decisions the state forbids now (405)', () => {
  const cases: {
    name: string;
    state: ReviewState;
    enabled?: boolean;
    who: Who;
    flags: object;
    key: string;
  }[] = [
    {
      name: 'completeness already approved (status 2)',
      state: { statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved },
      who: 'gec',
      flags: { completenessAccepted: true },
      key: 'review.notOpen.completeness',
    },
    {
      name: 'completeness after a refusal (status 4, not resubmitted)',
      state: { statusId: STATUS.refusedNotCompliant, completenessStatus: CHECK_STATUS.rejected },
      who: 'gec',
      flags: { completenessRejected: true, comment: 'again' },
      key: 'review.notOpen.completeness',
    },
    {
      name: 'content before completeness is approved (status 1)',
      state: {},
      who: 'validator',
      flags: { contentAccepted: true },
      key: 'review.notOpen.content',
    },
    {
      name: 'content already approved (status 3)',
      state: {
        statusId: STATUS.approved,
        completenessStatus: CHECK_STATUS.approved,
        contentStatus: CHECK_STATUS.approved,
      },
      who: 'validator',
      flags: { contentRejected: true, comment: 'late' },
      key: 'review.notOpen.content',
    },
    {
      name: 'content after a content refusal (status 5)',
      state: {
        statusId: STATUS.refused,
        completenessStatus: CHECK_STATUS.approved,
        contentStatus: CHECK_STATUS.rejected,
      },
      who: 'analyst',
      flags: { contentAccepted: true },
      key: 'review.notOpen.content',
    },
    {
      name: 'content while HQ’s feedback is requested',
      state: {
        statusId: STATUS.revisionMeeting,
        completenessStatus: CHECK_STATUS.approved,
        contentStatus: CHECK_STATUS.feedbackRequested,
        feedbackType: FEEDBACK_TYPE.requested,
        feedbackRequestedAt: new Date(),
      },
      who: 'validator',
      flags: { contentAccepted: true },
      key: 'review.waitingForFeedback',
    },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const p = await project(c.state);
      const before = await stateOf(p);
      const res = await validate(ctx, tokens[c.who], { projectId: p.id, ...c.flags });
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(en(c.key));
      expect(await stateOf(p)).toEqual(before);
      expect(await decisionsOf(p)).toEqual([]);
    });

  it('a project never submitted (no validation record, status 0) and a documented one (7)', async () => {
    const fresh = await makeProject(ctx, { originatorId: users.anna.id });
    const freshRes = await validate(ctx, tokens.gec, { projectId: fresh.id, completenessAccepted: true });
    expect(freshRes.statusCode).toBe(405);
    expect(freshRes.json().message).toBe(en('review.notOpen.completeness'));
    const [freshRow] = await ctx.database.db.select().from(projects).where(eq(projects.id, fresh.id));
    expect(freshRow!.statusId).toBe(fresh.statusId);
    expect(
      await ctx.database.db.select().from(designValidations).where(eq(designValidations.projectId, fresh.id)),
    ).toEqual([]);
    expect(await decisionsOf(fresh)).toEqual([]);

    const documented = await project({ statusId: STATUS.documented });
    const before = await stateOf(documented);
    const res = await validate(ctx, tokens.gec, { projectId: documented.id, completenessAccepted: true });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('review.notOpen.completeness'));
    expect(await stateOf(documented)).toEqual(before);
    expect(await decisionsOf(documented)).toEqual([]);
  });

  it('the 405 message comes in the caller’s language', async () => {
    const p = await inRevision();
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true, lang: 'de' });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(t('de', 'review.notOpen.completeness'));
  });

  it('a paused project can still be decided by the Validation Center (docs/lifecycle.md)', async () => {
    const p = await project({ isEnabled: false });
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusId: STATUS.revisionMeeting, completenessChkStatus: 'Approved' });
    const { project: row, validation } = await stateOf(p);
    expect(row).toMatchObject({ statusId: STATUS.revisionMeeting, isEnabled: false });
    expect(validation.completenessStatus).toBe('Approved');
    expect(await decisionsOf(p)).toHaveLength(1);
  });

  it('after a refusal and a resubmission, completeness may be decided again and the counts go on', async () => {
    const p = await project();
    await validate(ctx, tokens.gec, { projectId: p.id, completenessRejected: true, comment: 'one' });
    // Resubmission (built by the design validation feature): statuses back to '', counters kept.
    await ctx.database.db
      .update(designValidations)
      .set({ completenessStatus: '', contentStatus: '' })
      .where(eq(designValidations.projectId, p.id));
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.underReview, isSubmittedForApproval: true })
      .where(eq(projects.id, p.id));
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'two',
    });
    expect(res.json().completenessChkRejectionNos).toBe(2);
  });
});
