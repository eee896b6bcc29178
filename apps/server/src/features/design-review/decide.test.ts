import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BRAND_IDS, CHECK_STATUS, FEEDBACK_TYPE, ROLES, STATUS } from '@portal/contract';
import {
  auditLog,
  designValidations,
  notifications,
  projects,
  projectStatusHistory,
  users as usersTable,
  validationDecisions,
} from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, mailsTo, signIn, type TestContext } from '../../../test/helpers';
import { submittedProject, validate, type ReviewState } from '../../../test/design-review';
import { makeProject } from '../../../test/project-fixtures';
import type { ProjectRecord } from '../projects/record';

/**
 * POST projects/ValidateProjectData (spec 001 §4, §5, §6; docs/lifecycle.md): every legal and illegal decision
 * per role and project role, the comment rules and messages, the effects (statuses, counts, dates, the
 * dossier re-opened), the decision's records (history, audit, notifications, mail) and two simultaneous
 * decisions.
 */

let ctx: TestContext;
type Who = 'gec' | 'gec2' | 'validator' | 'analyst' | 'vcNoRole' | 'hq' | 'rnd' | 'anna' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
const en = (key: string) => t('en', key);

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('gec2', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  await make('analyst', { role: ROLES.VC, projectRole: 'Data Analyst' });
  await make('vcNoRole', { role: ROLES.VC });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
}, 120_000);
afterAll(() => ctx?.close());

/** Anna's Peugeot project in France, in a review state. */
const project = (state: ReviewState = {}) =>
  submittedProject(
    ctx,
    { originatorId: users.anna.id, retailId: users.retail.id, brandIds: [BRAND_IDS.peugeot] },
    state,
  );
const inRevision = (state: ReviewState = {}) =>
  project({ statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved, ...state });

async function stateOf(p: ProjectRecord) {
  const db = ctx.database.db;
  const [[row], [validation]] = await Promise.all([
    db.select().from(projects).where(eq(projects.id, p.id)),
    db.select().from(designValidations).where(eq(designValidations.projectId, p.id)),
  ]);
  return { project: row!, validation: validation! };
}

const decisionsOf = (p: ProjectRecord) =>
  ctx.database.db.select().from(validationDecisions).where(eq(validationDecisions.projectId, p.id));
const notifiedOf = async (p: ProjectRecord) =>
  (
    await ctx.database.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.projectId, p.id))
  ).sort((a, b) => a.userId - b.userId);

describe('who may decide (403 for a role or project role that may never do it)', () => {
  it('completeness: only the GEC Validator/Data Analyst', async () => {
    for (const who of ['validator', 'analyst', 'vcNoRole'] as const) {
      const p = await project();
      for (const flags of [{ completenessAccepted: true }, { completenessRejected: true, comment: 'no' }]) {
        const res = await validate(ctx, tokens[who], { projectId: p.id, ...flags });
        expect(res.statusCode, who).toBe(403);
      }
      expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
    }
    const p = await project();
    expect(
      (await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true })).statusCode,
    ).toBe(200);
  });

  it('content: the Validator and the Data Analyst, not the GEC Validator/Data Analyst', async () => {
    for (const who of ['gec', 'vcNoRole'] as const) {
      const p = await inRevision();
      const res = await validate(ctx, tokens[who], { projectId: p.id, contentAccepted: true });
      expect(res.statusCode, who).toBe(403);
    }
    for (const who of ['validator', 'analyst'] as const) {
      const p = await inRevision();
      const res = await validate(ctx, tokens[who], { projectId: p.id, contentAccepted: true });
      expect(res.statusCode, who).toBe(200);
    }
  });

  it('HQ, RND, the originator and Retail Location may never decide', async () => {
    const p = await project();
    for (const who of ['hq', 'rnd', 'anna', 'retail'] as const)
      for (const flags of [{ completenessAccepted: true }, { contentRejected: true, comment: 'x' }]) {
        const res = await validate(ctx, tokens[who], { projectId: p.id, ...flags });
        expect(res.statusCode, who).toBe(403);
      }
    expect(await decisionsOf(p)).toEqual([]);
  });

  it('an unknown project is a 404, a malformed id a 400', async () => {
    expect(
      (await validate(ctx, tokens.gec, { projectId: 999999, completenessAccepted: true })).statusCode,
    ).toBe(404);
    expect(
      (await validate(ctx, tokens.gec, { projectId: 'abc', completenessAccepted: true })).statusCode,
    ).toBe(400);
  });
});

describe('one decision per call', () => {
  it('no flag or two flags: 400, nothing changes', async () => {
    const p = await project();
    for (const flags of [
      {},
      { completenessAccepted: true, completenessRejected: true, comment: 'x' },
      { completenessAccepted: true, contentAccepted: true },
    ]) {
      const res = await validate(ctx, tokens.gec, { projectId: p.id, ...flags });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('review.oneDecision'));
    }
    expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
  });

  it('flags read as the page sends them ("True", "false", absent)', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      parts: [
        { name: 'ProjectId', value: String(p.id) },
        { name: 'IsCompletenessChkAccepted', value: 'True' },
        { name: 'IsContentValidationAccepted', value: 'false' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await stateOf(p)).project.statusId).toBe(STATUS.revisionMeeting);
  });

  it('a file sent with the decision is refused (413) and nothing changes', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      parts: [
        { name: 'ProjectId', value: String(p.id) },
        { name: 'IsCompletenessChkAccepted', value: 'true' },
        { name: 'file', fileName: 'a.pdf', body: Buffer.from('x') },
      ],
    });
    expect(res.statusCode).toBe(413);
    expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
  });
});

describe('the validation comment (spec 001 §5)', () => {
  it('is required to reject, with the spec message', async () => {
    for (const flags of [{ completenessRejected: true }, { contentRejected: true }]) {
      const p = flags.completenessRejected ? await project() : await inRevision();
      for (const comment of ['', '   ']) {
        const res = await validate(ctx, tokens[flags.completenessRejected ? 'gec' : 'validator'], {
          projectId: p.id,
          ...flags,
          comment,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter the comment first and then click on submit');
        expect(res.json().fields.ListOfComments).toBe(
          'Please enter the comment first and then click on submit',
        );
      }
      expect(await decisionsOf(p)).toEqual([]);
    }
  });

  it('is not required to approve', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(res.statusCode).toBe(200);
    expect((await decisionsOf(p))[0]!.comment).toBe('');
  });

  it('may not exceed 5000 characters, with the spec message (approve and reject)', async () => {
    const p = await project();
    for (const flags of [{ completenessRejected: true }, { completenessAccepted: true }]) {
      const res = await validate(ctx, tokens.gec, { projectId: p.id, ...flags, comment: 'x'.repeat(5001) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Validation comments should not be more than 5000 characters.');
    }
    expect(await decisionsOf(p)).toEqual([]);
    const ok = await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'y'.repeat(5000),
    });
    expect(ok.statusCode).toBe(200);
    expect((await decisionsOf(p))[0]!.comment).toHaveLength(5000);
  });

  it('comes in the caller’s language', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessRejected: true, lang: 'fr' });
    expect(res.json().message).toBe(t('fr', 'review.commentRequired'));
    expect(t('fr', 'review.commentRequired')).not.toBe(en('review.commentRequired'));
  });
});

describe('effects of each decision', () => {
  it('completeness approved → Revision Meeting (2), counts kept, date set, answer updated', async () => {
    const p = await project({ completenessRefusals: 1, contentRefusals: 2 });
    const before = Date.now();
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessAccepted: true,
      comment: 'fine',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: en('review.done.completenessApproved'),
      statusId: STATUS.revisionMeeting,
      completenessChkStatus: 'Approved',
      contentValidationStatus: '',
      completenessChkRejectionNos: 1,
      contentValidationRejectionNos: 2,
      isSubmittedForApproval: true,
      canValidateCompleteness: false,
      canValidateContent: false,
      projectUniqueId: p.uniqueCode,
      projectContractBrandsList: [{ brandId: BRAND_IDS.peugeot, brandName: 'Peugeot' }],
    });
    expect(Date.parse(body.completenessChkDate)).toBeGreaterThanOrEqual(before - 1000);
    const { project: row, validation } = await stateOf(p);
    expect(row.statusId).toBe(STATUS.revisionMeeting);
    expect(row.isSubmittedForApproval).toBe(true);
    expect(row.designValidationDate).toBeNull();
    expect(validation).toMatchObject({
      completenessStatus: 'Approved',
      completenessRefusals: 1,
      contentRefusals: 2,
    });
  });

  it('completeness rejected → Refused / Not Compliant (4), its count + 1, the dossier re-opened', async () => {
    const p = await project({ completenessRefusals: 2 });
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'Missing plans',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusId: STATUS.refusedNotCompliant,
      completenessChkStatus: 'Rejected',
      completenessChkRejectionNos: 3,
      isSubmittedForApproval: false,
    });
    const { project: row, validation } = await stateOf(p);
    expect(row.statusId).toBe(STATUS.refusedNotCompliant);
    expect(row.isSubmittedForApproval).toBe(false);
    expect(validation.completenessRefusals).toBe(3);
    expect(validation.completenessDate).not.toBeNull();
    // The originator reads why on the tab: the decision with its comment.
    const info = await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${p.id}`, tokens.anna);
    expect(info.json().validationComments[0]).toMatchObject({
      check: 'completeness',
      decision: 'rejected',
      comment: 'Missing plans',
    });
  });

  it('content approved → Project Approved (3), design validation date set, out of the feedback lists', async () => {
    const p = await inRevision({ feedbackType: FEEDBACK_TYPE.provided, feedbackProvidedAt: new Date() });
    const res = await validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusId: STATUS.approved,
      contentValidationStatus: 'Approved',
      feedbackType: null,
      message: en('review.done.contentApproved'),
    });
    expect(res.json().contentValidationDate).not.toBeNull();
    const { project: row, validation } = await stateOf(p);
    expect(row.statusId).toBe(STATUS.approved);
    expect(row.designValidationDate).not.toBeNull();
    expect(row.isSubmittedForApproval).toBe(true);
    expect(validation.feedbackType).toBeNull();
    expect(validation.feedbackProvidedAt).not.toBeNull();
  });

  it('content rejected → Project Refused (5), its count + 1, the dossier re-opened', async () => {
    const p = await inRevision({ completenessRefusals: 1, contentRefusals: 0 });
    const res = await validate(ctx, tokens.analyst, {
      projectId: p.id,
      contentRejected: true,
      comment: 'Facade',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusId: STATUS.refused,
      contentValidationStatus: 'Rejected',
      contentValidationRejectionNos: 1,
      completenessChkRejectionNos: 1,
      isSubmittedForApproval: false,
    });
    const { project: row } = await stateOf(p);
    expect(row.statusId).toBe(STATUS.refused);
    expect(row.isSubmittedForApproval).toBe(false);
    expect(row.designValidationDate).toBeNull();
  });

  it('stores the decision, the status history and the audit rows', async () => {
    const p = await project();
    await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'Please add the plans',
    });
    expect(await decisionsOf(p)).toMatchObject([
      {
        check: 'completeness',
        decision: 'rejected',
        comment: 'Please add the plans',
        userId: users.gec.id,
        userEmail: users.gec.email,
      },
    ]);
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, p.id))
      .orderBy(asc(projectStatusHistory.id));
    expect(history.at(-1)).toMatchObject({
      statusId: STATUS.refusedNotCompliant,
      changedByUserId: users.gec.id,
    });
    const actions = (
      await ctx.database.db
        .select({ action: auditLog.action, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(p.id))))
    ).filter((a) => a.actor === users.gec.id);
    expect(actions.map((a) => a.action).sort()).toEqual([
      'projectLifecycle.status',
      'validationDecision.record',
    ]);
  });
});

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

describe('the whole validation, step by step', () => {
  it('completeness approved, then content approved; the buttons go once acted', async () => {
    const p = await project();
    const first = await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(first.json().canValidateCompleteness).toBe(false);
    const second = await validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      statusId: STATUS.approved,
      completenessChkStatus: 'Approved',
      contentValidationStatus: 'Approved',
      canValidateContent: false,
    });
    expect((await decisionsOf(p)).map((d) => `${d.check} ${d.decision}`).sort()).toEqual([
      'completeness approved',
      'content approved',
    ]);
  });
});

describe('notifications and mails', () => {
  it('every accepted VC user but the author is notified; the originator is mailed with the decision and comment', async () => {
    const p = await project();
    await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'Plans <missing> & more',
    });
    const notified = await notifiedOf(p);
    const vcIds = [users.gec2.id, users.validator.id, users.analyst.id, users.vcNoRole.id].sort(
      (a, b) => a - b,
    );
    expect(notified.map((n) => n.userId)).toEqual(vcIds);
    expect(notified.map((n) => n.userId)).not.toContain(users.gec.id);
    expect(notified[0]!.message).toContain(p.uniqueCode);
    expect(notified[0]!.message).toContain('<b>rejected</b>');
    const [mail] = await mailsTo(ctx, users.anna.email);
    expect(mail!.template).toBe('completenessRejected');
    expect(mail!.subject).toContain(p.uniqueCode);
    expect(mail!.text).toContain('Plans <missing> & more');
    expect(mail!.html).toContain('Plans &lt;missing&gt; &amp; more');
    expect(mail!.text).toContain(`/UniqueProject/${p.id}`);
    // Nobody else got a mail for the decision.
    for (const who of ['gec', 'hq', 'retail'] as const)
      expect(
        (await mailsTo(ctx, users[who].email)).filter((m) => m.template === 'completenessRejected'),
      ).toEqual([]);
  });

  it('the mail is in the originator’s language; an approval without comment says so', async () => {
    await ctx.database.db.update(usersTable).set({ language: 'it' }).where(eq(usersTable.id, users.anna.id));
    try {
      const p = await inRevision();
      await validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true });
      const [mail] = await mailsTo(ctx, users.anna.email);
      expect(mail!.template).toBe('contentApproved');
      expect(mail!.subject).toBe(
        t('it', 'mail.contentApproved.subject', { projectCode: p.uniqueCode, siteName: p.siteName }),
      );
      expect(mail!.text).toContain(t('it', 'review.noComment'));
    } finally {
      await ctx.database.db
        .update(usersTable)
        .set({ language: 'en' })
        .where(eq(usersTable.id, users.anna.id));
    }
  });

  it('a refused decision writes no notification and no mail', async () => {
    const p = await project({ statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved });
    const mailsBefore = (await mailsTo(ctx, users.anna.email)).length;
    await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(await notifiedOf(p)).toEqual([]);
    expect((await mailsTo(ctx, users.anna.email)).length).toBe(mailsBefore);
  });
});

describe('two simultaneous decisions', () => {
  it('exactly one wins, the other finds the check closed (405)', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await project();
      const results = await Promise.all([
        validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true }),
        validate(ctx, tokens.gec2, { projectId: p.id, completenessRejected: true, comment: 'no' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 405]);
      const decisions = await decisionsOf(p);
      expect(decisions).toHaveLength(1);
      const { project: row, validation } = await stateOf(p);
      const won = decisions[0]!.decision;
      expect(row.statusId).toBe(won === 'approved' ? STATUS.revisionMeeting : STATUS.refusedNotCompliant);
      expect(validation.completenessRefusals).toBe(won === 'approved' ? 0 : 1);
      const history = await ctx.database.db
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, p.id));
      expect(history.filter((h) => h.statusId !== STATUS.registered)).toHaveLength(1);
    }
  });

  it('two content validators at once: one decision', async () => {
    const p = await inRevision();
    const results = await Promise.all([
      validate(ctx, tokens.validator, { projectId: p.id, contentAccepted: true }),
      validate(ctx, tokens.analyst, { projectId: p.id, contentRejected: true, comment: 'no' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 405]);
    expect(await decisionsOf(p)).toHaveLength(1);
  });
});
