import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CHECK_STATUS, ROLES, STATUS } from '@portal/contract';
import { auditLog, designValidations, notifications, projectStatusHistory } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createUser, mailsTo, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { dossierBody, submitDesign, type BrandInput } from '../../../test/design-validation';
import {
  PEUGEOT,
  createSubmitContext,
  en,
  submitFixtures,
  type SubmitContext,
} from '../../../test/design-submit';

let state: SubmitContext;
let ctx: TestContext;
let tokens: SubmitContext['tokens'];
let users: SubmitContext['users'];

beforeAll(async () => {
  state = await createSubmitContext();
  ({ ctx, tokens, users } = state);
});
afterAll(() => ctx.close());

const { project, reload, withDocuments, notificationsOf } = submitFixtures(() => state);

describe('a successful submission', () => {
  it('moves to Project Under Review with the checks open, history, audit, notifications and the mail', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT], { siteValues: { siteName: 'LYON <EST>' } });
    await withDocuments(p, brands);
    const before = Date.now();
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: en('designValidation.submitted'),
      statusId: STATUS.underReview,
      isSubmittedForApproval: true,
    });
    expect(res.json().message).toBe(
      'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
    );
    const row = await reload(p);
    expect(row.statusId).toBe(STATUS.underReview);
    expect(row.isSubmittedForApproval).toBe(true);
    expect(row.designSubmissionDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [validation] = await ctx.database.db
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, p.id));
    expect(validation).toMatchObject({ completenessStatus: '', contentStatus: '', completenessRefusals: 0 });
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, p.id));
    expect(history.map((h) => h.statusId)).toEqual([STATUS.registered, STATUS.underReview]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    // One row per action: the submission's row says what it saved (no second "saved" entry on the timeline).
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['designDossier.submit', 'projectLifecycle.status']),
    );
    expect(audits.map((a) => a.action)).not.toContain('designDossier.save');
    expect(audits.find((a) => a.action === 'designDossier.submit')?.detail).toMatchObject({
      brandIds: brands.map((b) => b.brandId),
    });
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => n.userId).sort()).toEqual([users.gec.id, users.validator.id].sort());
    expect(notes[0]!.message).toContain('LYON &lt;EST&gt;');
    expect(notes[0]!.message).toContain(p.uniqueCode);
    expect(notes[0]!.role).toBe(ROLES.ORIGINATOR);
    const [mail] = await mailsTo(ctx, users.anna.email);
    expect(mail!.subject).toBe(
      en('mail.designSubmitted.subject', { siteName: 'LYON <EST>', projectCode: p.uniqueCode }),
    );
    expect(mail!.text).toContain(`UniqueProject/${p.id}`);

    const again = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toBe(en('designValidation.closed'));
  });

  it('documents a documentation-only project (6 → 7) without validation and mails every stakeholder', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT], { documentationOnly: true, retailId: users.retail.id });
    expect(p.statusId).toBe(STATUS.registeredDocumentationOnly);
    await withDocuments(p, brands);
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusId: STATUS.documented, isSubmittedForApproval: true });
    expect(res.json().message).toBe(
      'Project successfully documented. Validation E-Mail sent to all stakeholders.',
    );
    expect((await reload(p)).statusId).toBe(STATUS.documented);
    const validation = await ctx.database.db
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, p.id));
    expect(validation).toHaveLength(0);
    for (const who of ['anna', 'retail', 'gec', 'validator'] as const) {
      const [mail] = await mailsTo(ctx, users[who].email);
      expect(mail?.template, who).toBe('designDocumented');
      expect(mail!.subject).toContain(p.uniqueCode);
    }
    const notes = await notificationsOf(p.id);
    expect(notes).toHaveLength(2);
    expect(notes[0]!.message).toBe(
      t('en', 'notification.designDocumented', {
        siteName: p.siteName,
        projectCode: p.uniqueCode,
        originatorName: 'Test User',
      }),
    );
  });

  it('a documentation-only project follows the same rules', async () => {
    const p = await project([PEUGEOT], { documentationOnly: true });
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, [{ brandId: PEUGEOT, typology: '' }]));
    expect(res.statusCode).toBe(405);
    expect((await reload(p)).statusId).toBe(STATUS.registeredDocumentationOnly);
  });

  for (const status of [STATUS.refusedNotCompliant, STATUS.refused]) {
    it(`resubmits after a refusal (${status}): checks reset, counts kept, feedback cleared`, async () => {
      const brands: BrandInput[] = [{ brandId: PEUGEOT }];
      const p = await project([PEUGEOT], { set: { statusId: status, isSubmittedForApproval: false } });
      await ctx.database.db.insert(designValidations).values({
        projectId: p.id,
        completenessStatus: status === STATUS.refused ? CHECK_STATUS.approved : CHECK_STATUS.rejected,
        contentStatus: status === STATUS.refused ? CHECK_STATUS.rejected : CHECK_STATUS.pending,
        completenessRefusals: 1,
        contentRefusals: 2,
        completenessDate: new Date('2026-01-02T00:00:00Z'),
        contentDate: new Date('2026-01-03T00:00:00Z'),
        feedbackType: 2,
        feedbackRequestedAt: new Date('2026-01-02T00:00:00Z'),
        feedbackProvidedAt: new Date('2026-01-03T00:00:00Z'),
      });
      await withDocuments(p, brands);
      const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands));
      expect(res.statusCode).toBe(200);
      expect(res.json().statusId).toBe(STATUS.underReview);
      const [v] = await ctx.database.db
        .select()
        .from(designValidations)
        .where(eq(designValidations.projectId, p.id));
      expect(v).toMatchObject({
        completenessStatus: '',
        contentStatus: '',
        completenessRefusals: 1,
        contentRefusals: 2,
        completenessDate: null,
        contentDate: null,
        feedbackType: null,
        feedbackRequestedAt: null,
        feedbackProvidedAt: null,
      });
      const notes = await notificationsOf(p.id);
      expect(notes[0]!.message).toBe(
        t('en', 'notification.designResubmitted', {
          siteName: p.siteName,
          projectCode: p.uniqueCode,
          originatorName: 'Test User',
        }),
      );
      const info = await ctx.app.inject({
        method: 'GET',
        url: `/api/projects/GetAllDesignValidationInfoForUser/0/${p.id}`,
        headers: { authorization: `Bearer ${tokens.gec}` },
      });
      expect(info.json()).toMatchObject({
        completenessChkStatus: '',
        contentValidationStatus: '',
        completenessChkRejectionNos: 1,
        contentValidationRejectionNos: 2,
        canValidateCompleteness: true,
      });
    });
  }

  it('writes status, notifications and mail in one transaction: a failing mail leaves nothing', async () => {
    const dora = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'dora.fails@example.test' });
    const token = await signIn(ctx, dora.email);
    await ctx.database.db.execute(sql`
      create or replace function refuse_dora() returns trigger language plpgsql as $$
      begin
        if new.to_address = 'dora.fails@example.test' and new.template = 'designSubmitted' then
          raise exception 'mail refused';
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_dora before insert on mail_outbox for each row execute function refuse_dora()`,
    );
    try {
      const brands: BrandInput[] = [{ brandId: PEUGEOT }];
      const p = await makeProject(ctx, { originatorId: dora.id, brandIds: [PEUGEOT] });
      await withDocuments(p, brands);
      const res = await submitDesign(ctx, token, dossierBody(p.id, brands));
      expect(res.statusCode).toBe(500);
      const row = await reload(p);
      expect(row).toMatchObject({ statusId: STATUS.registered, isSubmittedForApproval: false });
      expect(await notificationsOf(p.id)).toHaveLength(0);
      const history = await ctx.database.db
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, p.id));
      expect(history).toHaveLength(1);
      const validation = await ctx.database.db
        .select()
        .from(designValidations)
        .where(eq(designValidations.projectId, p.id));
      expect(validation).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_dora on mail_outbox`);
    }
  });

  it('of two simultaneous submissions exactly one wins', async () => {
    const brands: BrandInput[] = [{ brandId: PEUGEOT }];
    const p = await project([PEUGEOT]);
    await withDocuments(p, brands);
    const body = dossierBody(p.id, brands);
    const answers = await Promise.all([
      submitDesign(ctx, tokens.anna, body),
      submitDesign(ctx, tokens.anna, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 405]);
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(
        and(eq(projectStatusHistory.projectId, p.id), eq(projectStatusHistory.statusId, STATUS.underReview)),
      );
    expect(history).toHaveLength(1);
    expect(await notificationsOf(p.id)).toHaveLength(2);
    const unread = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id), isNull(notifications.readAt)));
    expect(unread).toHaveLength(2);
  });
});
