import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BRAND_IDS, CHECK_STATUS, FEEDBACK_TYPE, STATUS } from '@portal/contract';
import { auditLog, projectStatusHistory, users as usersTable } from '../../db/schema';
import { t } from '../../platform/i18n';
import { get, mailsTo, type TestContext } from '../../../test/helpers';
import { validate } from '../../../test/design-review';
import { decideFixtures, decideWorld, en, type DecideWorld, type Who } from '../../../test/decide-fixtures';

/**
 * POST projects/ValidateProjectData (spec 001 §4, §6; docs/lifecycle.md): the effects of each decision (statuses,
 * counts, dates, the dossier re-opened), its records (history, audit, notifications, mail), the whole validation
 * step by step and two simultaneous decisions.
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let users: Record<Who, { id: number; email: string }>;
const { project, inRevision, stateOf, decisionsOf, notifiedOf } = decideFixtures(() => world);

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens, users } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

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
