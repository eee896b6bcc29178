import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, STATUS, type ComplianceAudit, type Role } from '@portal/contract';
import { auditLog, invitations, linkTokens, notifications, projects } from '../../db/schema';
import { createTestContext, get, mailsTo, post, type TestContext } from '../../../test/helpers';
import {
  ciRecordOf,
  historyOf,
  inviteParty,
  LINK_INVALID,
  PEUGEOT,
  REQUIRED,
  signedInUser,
  statusOf,
  type PartyLink as Link,
} from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { uploadFile } from '../../../test/design-documents';

/**
 * The compliance audit (spec 001 §2, §3; spec 002 §2, §3, §5; docs/external-parties.md): the Compliance Audit tab and the
 * auditor's page read it; the auditor uploads its report, enters the audit date and submits, which moves the
 * project to Notification of Site Compliance and makes the link read-only.
 */

const REPORT_REQUIRED = 'Upload the compliance report before submitting the audit.';

let ctx: TestContext;
let vc: string;
let vcId: number;
let hq: string;
let anna: string;
let annaId: number;
let annaEmail: string;
let bert: string;

const project = (statusId: number = STATUS.orderIntake) =>
  makeProject(ctx, { originatorId: annaId, brandIds: [PEUGEOT], set: { statusId } });

const invite = (body: Record<string, unknown>) => inviteParty(ctx, vc, { Name: 'Audrey', ...body });
const auditorOf = (projectId: number) => invite({ ProjectId: projectId, Party: 'auditor' });

const auditOf = (token: string, projectId: number, userId = 0) =>
  get(ctx, `/projects/getallcompleanceaudit/${userId}/${projectId}`, token);
const report = (link: Link, projectId: number, fileName = 'report.pdf') =>
  uploadFile(ctx, link.token, { projectId, slot: 'ComplianceReportFromAuditor', fileName });
const submit = (link: Link, projectId: number, body: Record<string, unknown> = {}) =>
  post(
    ctx,
    '/projects/submitcompleanceauditfromauditor',
    {
      ProjectId: projectId,
      UserID: annaId,
      AuditorId: link.invitationId,
      DateOfExecutedSiteCompleamceAudit: '2026-09-14',
      ...body,
    },
    link.token,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const make = (role: Role) => signedInUser(ctx, role);
  const v = await make(ROLES.VC);
  vc = v.token;
  vcId = v.id;
  hq = (await make(ROLES.HQ)).token;
  const a = await make(ROLES.ORIGINATOR);
  anna = a.token;
  annaId = a.id;
  annaEmail = a.email;
  bert = (await make(ROLES.ORIGINATOR)).token;
}, 120_000);
afterAll(() => ctx?.close());

describe('getComplianceAudit', () => {
  it('signed in: the project in scope, nothing submitted yet; only VC may invite the auditor', async () => {
    const p = await project();
    const res = await auditOf(anna, p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ComplianceAudit>()).toEqual({
      projectId: p.id,
      projectUniqueId: p.uniqueCode,
      statusId: STATUS.orderIntake,
      dateOfExecutedComplianceAudit: null,
      submittedAt: null,
      auditorName: '',
      complianceReports: [],
      canInvite: false,
    });
    expect((await auditOf(vc, p.id)).json<ComplianceAudit>().canInvite).toBe(true);
    expect((await auditOf(hq, p.id)).json<ComplianceAudit>().canInvite).toBe(false);
    expect((await auditOf(bert, p.id)).statusCode).toBe(404);
  });

  it("the auditor's link reads its project with its reports; another project 404; other links 401", async () => {
    const p = await project();
    const other = await project();
    const auditor = await auditorOf(p.id);
    expect((await report(auditor, p.id)).statusCode).toBe(200);
    const res = await auditOf(auditor.token, p.id, annaId);
    expect(res.statusCode).toBe(200);
    const audit = res.json<ComplianceAudit>();
    expect(audit.complianceReports).toEqual([
      expect.objectContaining({
        documentName: 'ComplianceReportFromAuditor',
        fileName: 'report.pdf',
        email: auditor.email,
      }),
    ]);
    expect(audit.canInvite).toBe(false);
    // The report is downloadable by the auditor and the team.
    const path = audit.complianceReports[0]!.filePath;
    expect((await get(ctx, `/${path}`, auditor.token)).statusCode).toBe(200);
    expect((await get(ctx, `/${path}`, vc)).statusCode).toBe(200);
    expect((await get(ctx, `/${path}`, anna)).statusCode).toBe(200);

    expect((await auditOf(auditor.token, other.id)).statusCode).toBe(404);
    const supplier = await invite({ ProjectId: p.id, Party: 'supplier', BrandId: PEUGEOT });
    expect((await auditOf(supplier.token, p.id)).statusCode).toBe(401);
    expect((await get(ctx, `/projects/getallcompleanceaudit/0/${p.id}`)).statusCode).toBe(401);
    // The report moved nothing.
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
  });
});

describe('submitAuditorComplianceAudit', () => {
  it('without a report: 405, nothing changed', async () => {
    const p = await project();
    const auditor = await auditorOf(p.id);
    const res = await submit(auditor, p.id);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(REPORT_REQUIRED);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    // Another list's file is no report: an originator's photo.
    expect(
      (await uploadFile(ctx, anna, { projectId: p.id, slot: 'InstallationPhoto', fileName: 'p.png' }))
        .statusCode,
    ).toBe(200);
    expect((await submit(auditor, p.id)).statusCode).toBe(405);
  });

  it(`the date is required (400 '${REQUIRED}') and must be a day; nothing changed`, async () => {
    const p = await project();
    const auditor = await auditorOf(p.id);
    expect((await report(auditor, p.id)).statusCode).toBe(200);
    for (const date of [undefined, '', null]) {
      const res = await submit(auditor, p.id, { DateOfExecutedSiteCompleamceAudit: date });
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json().fields.DateOfExecutedSiteCompleamceAudit).toBe(REQUIRED);
      expect(res.json().message).toContain(REQUIRED);
    }
    const bad = await submit(auditor, p.id, { DateOfExecutedSiteCompleamceAudit: '2026-02-29' });
    expect(bad.statusCode).toBe(400);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
  });

  it("ids that are not the link's: 401 link.invalid", async () => {
    const p = await project();
    const other = await project();
    const auditor = await auditorOf(p.id);
    const second = await auditorOf(p.id);
    expect((await report(auditor, p.id)).statusCode).toBe(200);
    for (const body of [{ AuditorId: second.invitationId }, { ProjectId: other.id }]) {
      const res = await submit(auditor, p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json().message).toBe(LINK_INVALID);
    }
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await ciRecordOf(ctx, other.id)).toBeUndefined();
  });

  it('with a report and a date: 11, the date on the tab, history, notifications, mail; the link read-only', async () => {
    const p = await project();
    const auditor = await auditorOf(p.id);
    expect((await report(auditor, p.id)).statusCode).toBe(200);
    const res = await submit(auditor, p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Request Submitted Successfully' });

    expect(await statusOf(ctx, p.id)).toBe(STATUS.siteCompliance);
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.isActive).toBe(false);
    const tab = (await auditOf(anna, p.id)).json<ComplianceAudit>();
    expect(tab).toMatchObject({
      statusId: STATUS.siteCompliance,
      dateOfExecutedComplianceAudit: '2026-09-14',
      submittedAt: expect.any(String),
      auditorName: 'Audrey',
    });
    expect(await ciRecordOf(ctx, p.id)).toMatchObject({
      auditDate: '2026-09-14',
      auditInvitationId: auditor.invitationId,
    });
    const history = await historyOf(ctx, p.id);
    expect(history.at(-1)).toMatchObject({ statusId: STATUS.siteCompliance, changedByEmail: auditor.email });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id), eq(notifications.userId, vcId)));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('2026-09-14');
    expect(told[0]).toMatchObject({ role: 'auditor', userName: 'Audrey' });
    const mails = (await mailsTo(ctx, annaEmail)).filter((m) => m.template === 'ciStatusChanged');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Notification of Site Compliance');
    const audits = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, String(auditor.invitationId))))
    ).filter((a) => a.detail.auditDate === '2026-09-14');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorEmail).toBe(auditor.email);

    // Read-only afterwards: the page still reads, nothing more is accepted.
    expect((await get(ctx, '/projects/externallink', auditor.token)).json().readOnly).toBe(true);
    expect((await auditOf(auditor.token, p.id)).statusCode).toBe(200);
    const again = await submit(auditor, p.id, { DateOfExecutedSiteCompleamceAudit: '2026-10-01' });
    expect(again.statusCode).toBe(405);
    expect((await report(auditor, p.id, 'late.pdf')).statusCode).toBe(405);
    expect((await ciRecordOf(ctx, p.id))!.auditDate).toBe('2026-09-14');
    const [listed] = (await get(ctx, `/projects/invitations/${p.id}`, vc)).json();
    expect(listed).toMatchObject({ invitationId: auditor.invitationId, state: 'submitted' });
  });

  it('keeps the CI submission of the originator when the audit is recorded', async () => {
    const p = await project();
    expect(
      (await uploadFile(ctx, anna, { projectId: p.id, slot: 'InstallationPhoto', fileName: 'p.png' }))
        .statusCode,
    ).toBe(200);
    const ci = await post(
      ctx,
      '/projects/submitretailciimplementation',
      { ProjectId: p.id, ImpleMentationCompletedStatus: true },
      anna,
    );
    expect(ci.statusCode, ci.body).toBe(200);
    const auditor = await auditorOf(p.id);
    expect((await report(auditor, p.id)).statusCode).toBe(200);
    expect((await submit(auditor, p.id)).statusCode).toBe(200);
    expect(await ciRecordOf(ctx, p.id)).toMatchObject({
      fullCompliance: true,
      submittedByUserId: annaId,
      auditDate: '2026-09-14',
    });
    expect(await statusOf(ctx, p.id)).toBe(STATUS.siteCompliance);
  });

  it('a revoked link is 401; an expired link is 401; nothing changed', async () => {
    const p = await project();
    const revoked = await auditorOf(p.id);
    expect((await report(revoked, p.id)).statusCode).toBe(200);
    expect((await post(ctx, `/projects/invitations/${revoked.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      200,
    );
    for (const res of [await submit(revoked, p.id), await auditOf(revoked.token, p.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LINK_INVALID);
    }

    const expired = await auditorOf(p.id);
    expect((await report(expired, p.id, 'report-2.pdf')).statusCode).toBe(200);
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.partyId, expired.invitationId));
    expect((await submit(expired, p.id)).statusCode).toBe(401);
    expect((await auditOf(expired.token, p.id)).statusCode).toBe(401);
    expect((await report(expired, p.id, 'report-3.pdf')).statusCode).toBe(401);
    expect(await ciRecordOf(ctx, p.id)).toBeUndefined();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    const [row] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, expired.invitationId));
    expect(row!.submittedAt).toBeNull();
  });

  it('at site compliance already, or paused: 405', async () => {
    const done = await project();
    const first = await auditorOf(done.id);
    const late = await auditorOf(done.id);
    expect((await report(first, done.id)).statusCode).toBe(200);
    expect((await report(late, done.id, 'late.pdf')).statusCode).toBe(200);
    expect((await submit(first, done.id)).statusCode).toBe(200);
    const second = await submit(late, done.id, { DateOfExecutedSiteCompleamceAudit: '2026-12-01' });
    expect(second.statusCode).toBe(405);
    expect((await ciRecordOf(ctx, done.id))!.auditDate).toBe('2026-09-14');

    const paused = await project();
    const auditor = await auditorOf(paused.id);
    expect((await report(auditor, paused.id)).statusCode).toBe(200);
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, paused.id));
    const res = await submit(auditor, paused.id);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toMatch(/paused/);
    expect(await ciRecordOf(ctx, paused.id)).toBeUndefined();
  });
});
