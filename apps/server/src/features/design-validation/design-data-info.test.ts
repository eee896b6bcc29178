import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECK_STATUS, FEEDBACK_TYPE, STATUS } from '@portal/contract';
import { designValidations, projects } from '../../db/schema';
import { get, type TestContext } from '../../../test/helpers';
import {
  CITROEN,
  PEUGEOT,
  createDesignDataContext,
  designDataFixtures,
  type DesignDataContext,
} from '../../../test/design-data-fixtures';
import { validationState } from '../projects/validation-state';
import type { ProjectRecord } from '../projects/record';

let state: DesignDataContext;
let ctx: TestContext;
let tokens: DesignDataContext['tokens'];
let users: DesignDataContext['users'];
let alpha: ProjectRecord;
let beta: ProjectRecord;

beforeAll(async () => {
  state = await createDesignDataContext();
  ({ ctx, tokens, users, alpha, beta } = state);
});
afterAll(() => ctx.close());

const { fresh, info } = designDataFixtures(() => state);

describe('GET /projects/GetAllDesignValidationInfoForUser/{userId}/{projectId}', () => {
  it('answers the spec fields, Under Examination ("") before any check', async () => {
    const res = await info('anna', alpha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userName: `${users.anna.firstName} ${users.anna.surName}`,
      projectUniqueId: alpha.uniqueCode,
      completenessChkStatus: '',
      contentValidationStatus: '',
      completenessChkRejectionNos: 0,
      contentValidationRejectionNos: 0,
      completenessChkDate: null,
      contentValidationDate: null,
      isSubmittedForApproval: false,
      designSubmissionDate: null,
      projectContractBrandsList: [
        { brandId: CITROEN, brandName: 'Citroen' },
        { brandId: PEUGEOT, brandName: 'Peugeot' },
      ],
      statusId: STATUS.registered,
      isDocumentationOnly: false,
      isEnabled: true,
      feedbackType: null,
      canValidateCompleteness: false,
      canValidateContent: false,
      canSubmit: true,
      canEdit: true,
      ball: null,
      validationComments: [],
    });
  });

  it('lets only the originator edit and submit, only while the dossier is open', async () => {
    for (const who of ['retail', 'gec', 'validator', 'hq', 'rnd'] as const) {
      const res = await info(who, alpha);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({ canSubmit: false, canEdit: false });
    }
    const paused = await fresh([PEUGEOT], { set: { isEnabled: false } });
    expect((await info('anna', paused)).json()).toMatchObject({
      canSubmit: false,
      canEdit: false,
      isEnabled: false,
    });
    const submitted = await fresh([PEUGEOT], {
      set: { statusId: STATUS.underReview, isSubmittedForApproval: true },
    });
    expect((await info('anna', submitted)).json()).toMatchObject({ canSubmit: false, canEdit: false });
    const refused = await fresh([PEUGEOT], { set: { statusId: STATUS.refused } });
    expect((await info('anna', refused)).json()).toMatchObject({ canSubmit: true, canEdit: true });
  });

  it('opens completeness to the GEC validator while under review, content to the others once approved', async () => {
    const submittedAt = new Date('2026-03-01T08:00:00Z');
    const p = await fresh([PEUGEOT], {
      set: { statusId: STATUS.underReview, isSubmittedForApproval: true, designSubmissionDate: submittedAt },
    });
    // Never submitted through the call (no validation row): nothing to decide yet.
    expect((await info('gec', p)).json().canValidateCompleteness).toBe(false);
    await ctx.database.db.insert(designValidations).values({ projectId: p.id, completenessRefusals: 2 });
    let res = await info('gec', p);
    expect(res.json()).toMatchObject({
      canValidateCompleteness: true,
      canValidateContent: false,
      completenessChkRejectionNos: 2,
      designSubmissionDate: submittedAt.toISOString(),
      isSubmittedForApproval: true,
    });
    expect((await info('validator', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });
    expect((await info('hq', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });

    const checkedAt = new Date('2026-03-05T08:00:00Z');
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.revisionMeeting })
      .where(eq(projects.id, p.id));
    await ctx.database.db
      .update(designValidations)
      .set({ completenessStatus: CHECK_STATUS.approved, completenessDate: checkedAt })
      .where(eq(designValidations.projectId, p.id));
    res = await info('validator', p);
    expect(res.json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: true,
      completenessChkStatus: 'Approved',
      completenessChkDate: checkedAt.toISOString(),
    });
    expect((await info('gec', p)).json()).toMatchObject({
      canValidateCompleteness: false,
      canValidateContent: false,
    });

    await ctx.database.db
      .update(designValidations)
      .set({ contentStatus: CHECK_STATUS.feedbackRequested, feedbackType: FEEDBACK_TYPE.requested })
      .where(eq(designValidations.projectId, p.id));
    res = await info('validator', p);
    expect(res.json()).toMatchObject({
      canValidateContent: false,
      feedbackType: 1,
      contentValidationStatus: 'Feedback Request for Content Validation',
    });
    await ctx.database.db
      .update(designValidations)
      .set({ contentStatus: CHECK_STATUS.pending, feedbackType: FEEDBACK_TYPE.provided })
      .where(eq(designValidations.projectId, p.id));
    expect((await info('validator', p)).json()).toMatchObject({ canValidateContent: true, feedbackType: 2 });
  });

  it('answers 404 outside the caller’s scope', async () => {
    expect((await info('bert', alpha)).statusCode).toBe(404);
    expect((await info('rnd', beta)).statusCode).toBe(404);
    expect((await info('retail', beta)).statusCode).toBe(404);
    expect(
      (await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/999999`, tokens.gec)).statusCode,
    ).toBe(404);
    expect((await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${alpha.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('validationState (the "may act now" rules shared with the decisions and the comment types)', () => {
  const on = (statusId: number, isEnabled = true) => ({ statusId, isEnabled });
  const row = (completenessStatus: string, contentStatus: string, feedbackType: number | null = null) => ({
    completenessStatus,
    contentStatus,
    feedbackType,
  });
  it('opens each step in its state only', () => {
    expect(validationState(on(STATUS.underReview), undefined)).toEqual({
      completenessOpen: true,
      contentOpen: false,
      feedbackRequestOpen: false,
      feedbackAnswerOpen: false,
    });
    expect(validationState(on(STATUS.underReview), row('Rejected', '')).completenessOpen).toBe(false);
    expect(validationState(on(STATUS.registered), undefined).completenessOpen).toBe(false);
    expect(validationState(on(STATUS.revisionMeeting), row('Approved', ''))).toMatchObject({
      contentOpen: true,
      feedbackRequestOpen: true,
      feedbackAnswerOpen: false,
    });
    expect(validationState(on(STATUS.revisionMeeting), row('', ''))).toMatchObject({ contentOpen: false });
    expect(validationState(on(STATUS.approved), row('Approved', 'Approved'))).toMatchObject({
      contentOpen: false,
    });
    const requested = row('Approved', CHECK_STATUS.feedbackRequested, FEEDBACK_TYPE.requested);
    expect(validationState(on(STATUS.revisionMeeting), requested)).toEqual({
      completenessOpen: false,
      contentOpen: false,
      feedbackRequestOpen: false,
      feedbackAnswerOpen: true,
    });
    expect(validationState(on(STATUS.revisionMeeting, false), requested).feedbackAnswerOpen).toBe(false);
    const provided = row('Approved', '', FEEDBACK_TYPE.provided);
    expect(validationState(on(STATUS.revisionMeeting), provided)).toMatchObject({
      contentOpen: true,
      feedbackAnswerOpen: false,
    });
  });
});
