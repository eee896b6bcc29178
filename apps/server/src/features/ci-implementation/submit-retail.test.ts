import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, STATUS, type CiImplementation, type Role } from '@portal/contract';
import { auditLog, notifications, projects } from '../../db/schema';
import { createTestContext, get, post, type TestContext } from '../../../test/helpers';
import {
  ciRecordOf,
  historyOf,
  inviteParty,
  PEUGEOT,
  signedInUser,
  statusOf,
} from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { uploadFile } from '../../../test/design-documents';

/**
 * POST projects/submitretailciimplementation (spec 001 §4, §6; docs/lifecycle.md): the project's originator submits
 * once, with an installation photo; partial compliance needs its evidence; the project moves to
 * Notification of Technical Completion.
 */

const PHOTO_REQUIRED = 'Upload an installation photo before submitting the CI implementation.';
const EVIDENCE_REQUIRED =
  'Only partial CI compliance is possible: upload the evidence before submitting the CI implementation.';
const ALREADY = 'The CI implementation of this project is already submitted.';
const NOT_IN_STAGE =
  'The CI implementation is open once the project is approved, until the site compliance is notified.';

let ctx: TestContext;
let vc: string;
let vcId: number;
let hq: string;
let retail: string;
let retailId: number;
let anna: string;
let annaId: number;
let annaEmail: string;
let bert: string;

const project = (statusId: number = STATUS.approved) =>
  makeProject(ctx, { originatorId: annaId, retailId, brandIds: [PEUGEOT], set: { statusId } });

const submit = (
  token: string,
  projectId: number,
  full: unknown = true,
  extra: Record<string, unknown> = {},
) =>
  post(
    ctx,
    '/projects/submitretailciimplementation',
    { ProjectId: projectId, UserID: annaId, ImpleMentationCompletedStatus: full, ...extra },
    token,
  );

async function upload(projectId: number, slot: string, fileName = `${slot}.pdf`) {
  const res = await uploadFile(ctx, anna, { projectId, slot, fileName });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const make = (role: Role) => signedInUser(ctx, role);
  const v = await make(ROLES.VC);
  vc = v.token;
  vcId = v.id;
  hq = (await make(ROLES.HQ)).token;
  const r = await make(ROLES.RETAIL);
  retail = r.token;
  retailId = r.id;
  const a = await make(ROLES.ORIGINATOR);
  anna = a.token;
  annaId = a.id;
  annaEmail = a.email;
  bert = (await make(ROLES.ORIGINATOR)).token;
}, 120_000);
afterAll(() => ctx?.close());

describe('submitRetailCiImplementation: what it needs', () => {
  it('no installation photo: 405, nothing changed (evidence alone is not enough)', async () => {
    const p = await project();
    await upload(p.id, 'PartialComplianceEvidence');
    await upload(p.id, 'ImplementationCompleted');
    for (const full of [true, false]) {
      const res = await submit(anna, p.id, full);
      expect(res.statusCode, String(full)).toBe(405);
      expect(res.json().message).toBe(PHOTO_REQUIRED);
    }
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);
  });

  it('partial compliance without evidence: 405, nothing changed', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    // Another list's file is no evidence.
    await upload(p.id, 'CIDerogationForm');
    const res = await submit(anna, p.id, false);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(EVIDENCE_REQUIRED);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);
  });

  it('partial compliance with evidence: 200, recorded as partial, status 10', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    await upload(p.id, 'PartialComplianceEvidence');
    const res = await submit(anna, p.id, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CiImplementation>()).toMatchObject({
      isCIImplementationSubmitted: true,
      fullCompliance: false,
      statusId: STATUS.technicalCompletion,
    });
    expect(await ciRecordOf(ctx, p.id)).toMatchObject({ fullCompliance: false, submittedByUserId: annaId });
  });

  it('the choice is required and must be a boolean (400)', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    const missing = await post(ctx, '/projects/submitretailciimplementation', { ProjectId: p.id }, anna);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.ImpleMentationCompletedStatus).toBe('Choose full or partial CI compliance.');
    expect((await submit(anna, p.id, 'yes')).statusCode).toBe(400);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
  });
});

describe('submitRetailCiImplementation: the submission', () => {
  it('full compliance: 10, submitted once, history, audit, the team notified; a second submit 405', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    const before = Date.now();
    const res = await submit(anna, p.id, true);
    expect(res.statusCode, res.body).toBe(200);
    const ci = res.json<CiImplementation>();
    expect(ci).toMatchObject({
      projectId: p.id,
      isCIImplementationSubmitted: true,
      submittedBy: annaEmail,
      fullCompliance: true,
      statusId: STATUS.technicalCompletion,
      isUploadAllowed: false,
    });
    expect(new Date(ci.submittedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({
      statusId: STATUS.technicalCompletion,
      changedByUserId: annaId,
    });
    // The screen reads it back the same way.
    const read = (
      await get(ctx, `/projects/getallciimplementationdata/0/${p.id}`, vc)
    ).json<CiImplementation>();
    expect(read).toMatchObject({
      isCIImplementationSubmitted: true,
      fullCompliance: true,
      submittedBy: annaEmail,
    });

    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id)));
    expect(told.map((n) => n.userId)).toEqual([vcId]);
    expect(told[0]!.message).toContain(`The CI implementation of project ${p.uniqueCode}`);
    const audits = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(p.id))))
    ).filter((a) => a.detail.fullCompliance === true);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(annaId);

    const again = await submit(anna, p.id, false);
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toBe(ALREADY);
    expect(await ciRecordOf(ctx, p.id)).toMatchObject({ fullCompliance: true });
    expect(
      (await historyOf(ctx, p.id)).filter((h) => h.statusId === STATUS.technicalCompletion),
    ).toHaveLength(1);
  });

  it.each([STATUS.offersReceived, STATUS.orderIntake])('from status %i it moves to 10', async (statusId) => {
    const p = await project(statusId);
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    expect((await submit(anna, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
  });

  it('at 10 already (the suppliers confirmed) it is accepted without a second move', async () => {
    const p = await project(STATUS.technicalCompletion);
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    const history = (await historyOf(ctx, p.id)).length;
    expect((await submit(anna, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
    expect(await historyOf(ctx, p.id)).toHaveLength(history);
    expect((await ciRecordOf(ctx, p.id))?.submittedAt).toBeInstanceOf(Date);
  });

  it('outside the CI stage (0, 1, 5, 11): 405', async () => {
    for (const statusId of [STATUS.registered, STATUS.underReview, STATUS.refused, STATUS.siteCompliance]) {
      const p = await project(statusId);
      const res = await submit(anna, p.id);
      expect(res.statusCode, String(statusId)).toBe(405);
      expect(res.json().message, String(statusId)).toBe(NOT_IN_STAGE);
      expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    }
  });

  it('a paused project: 405', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, p.id));
    const res = await submit(anna, p.id);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toMatch(/paused/);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
  });

  it('another originator 404; VC, HQ and retail 403; a supplier link 401', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    expect((await submit(bert, p.id)).statusCode).toBe(404);
    for (const [who, token] of [
      ['vc', vc],
      ['hq', hq],
      ['retail', retail],
    ] as const) {
      expect((await submit(token, p.id)).statusCode, who).toBe(403);
    }
    const link = await inviteParty(ctx, vc, { ProjectId: p.id, Party: 'supplier', BrandId: PEUGEOT });
    expect((await submit(link.token, p.id)).statusCode).toBe(401);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);
  });

  it('two submits at once: exactly one is accepted, one move, one notification', async () => {
    const p = await project();
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    const answers = await Promise.all([
      submit(anna, p.id, true),
      submit(anna, p.id, true),
      submit(anna, p.id, true),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 405, 405]);
    expect(
      (await historyOf(ctx, p.id)).filter((h) => h.statusId === STATUS.technicalCompletion),
    ).toHaveLength(1);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.projectId, p.id));
    expect(told).toHaveLength(1);
  });
});

describe('the compliance choice kept with the draft (issue 20 §3)', () => {
  const choose = (token: string, projectId: number, full: unknown) =>
    post(
      ctx,
      '/projects/ciimplementationcompliancechoice',
      { ProjectId: projectId, UserID: annaId, ImpleMentationCompletedStatus: full },
      token,
    );
  const screenOf = async (projectId: number) =>
    (await get(ctx, `/projects/getallciimplementationdata/0/${projectId}`, anna)).json<CiImplementation>();

  it('partial, chosen before any evidence, is read back on reload; not yet a submission', async () => {
    const p = await project();
    expect((await screenOf(p.id)).chosenFullCompliance).toBeNull();
    const res = await choose(anna, p.id, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CiImplementation>()).toMatchObject({
      chosenFullCompliance: false,
      fullCompliance: null,
      isCIImplementationSubmitted: false,
      isUploadAllowed: true,
    });
    expect(await screenOf(p.id)).toMatchObject({ chosenFullCompliance: false, fullCompliance: null });
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);
    // Changed back, and kept again.
    expect((await choose(anna, p.id, true)).statusCode).toBe(200);
    expect((await screenOf(p.id)).chosenFullCompliance).toBe(true);

    // The submission sends its own choice, and the evidence rule holds then.
    expect((await choose(anna, p.id, false)).statusCode).toBe(200);
    await upload(p.id, 'InstallationPhoto', 'photo.png');
    expect((await submit(anna, p.id, false)).json().message).toBe(EVIDENCE_REQUIRED);
    await upload(p.id, 'PartialComplianceEvidence');
    expect((await submit(anna, p.id, false)).statusCode).toBe(200);
    expect(await screenOf(p.id)).toMatchObject({ fullCompliance: false, chosenFullCompliance: false });
  });

  it('refused with nothing changed: not a boolean (400), another user, submitted, outside the stage', async () => {
    const p = await project();
    const bad = await choose(anna, p.id, 'partial');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.ImpleMentationCompletedStatus).toBe('Choose full or partial CI compliance.');
    expect((await choose(bert, p.id, false)).statusCode).toBe(404);
    for (const token of [vc, hq, retail]) expect((await choose(token, p.id, false)).statusCode).toBe(403);
    const link = await inviteParty(ctx, vc, { ProjectId: p.id, Party: 'supplier', BrandId: PEUGEOT });
    expect((await choose(link.token, p.id, false)).statusCode).toBe(401);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();

    await upload(p.id, 'InstallationPhoto', 'photo.png');
    expect((await submit(anna, p.id, true)).statusCode).toBe(200);
    const after = await choose(anna, p.id, false);
    expect(after.statusCode).toBe(405);
    expect(after.json().message).toBe(ALREADY);
    expect(await ciRecordOf(ctx, p.id)).toMatchObject({ fullCompliance: true });

    const closed = await project(STATUS.siteCompliance);
    const outside = await choose(anna, closed.id, false);
    expect(outside.statusCode).toBe(405);
    expect(outside.json().message).toBe(NOT_IN_STAGE);
    expect(await ciRecordOf(ctx, closed.id)).toBeUndefined();
  });
});
