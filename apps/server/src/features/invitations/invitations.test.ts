import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, STATUS, type Role } from '@portal/contract';
import { auditLog, invitations, linkTokens, projects } from '../../db/schema';
import {
  createTestContext,
  get,
  lastMail,
  linkFrom,
  mailsTo,
  post,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';
import { mailedToken, signedInUser } from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';

/** Invitations of external parties and their links (docs/external-parties.md; issue 11 §2, §4). */

let ctx: TestContext;
let vc: string;
let originator: string;
let otherOriginator: string;
let hq: string;
let originatorId: number;
let approved: number;

const approvedProject = async (brandIds = [2, 4], statusId: number = STATUS.approved) =>
  (await makeProject(ctx, { originatorId, brandIds, set: { statusId } })).id;

const invite = (token: string, body: Record<string, unknown>) =>
  post(ctx, '/projects/invitations', { Name: 'Sam Supplier', Email: uniqueEmail('party'), ...body }, token);

beforeAll(async () => {
  ctx = await createTestContext();
  const make = (role: Role) => signedInUser(ctx, role);
  vc = (await make(ROLES.VC)).token;
  hq = (await make(ROLES.HQ)).token;
  const o = await make(ROLES.ORIGINATOR);
  originator = o.token;
  originatorId = o.id;
  otherOriginator = (await make(ROLES.ORIGINATOR)).token;
  approved = await approvedProject();
}, 120_000);
afterAll(() => ctx?.close());

describe('inviteParty', () => {
  it('VC invites a supplier for a brand: a row, a hashed 30-day token, a mail with the link, an audit row', async () => {
    const email = uniqueEmail('supplier');
    const res = await invite(vc, { ProjectId: approved, Party: 'supplier', BrandId: 2, Email: email });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ party: 'supplier', brandId: 2, brandName: 'Peugeot', email, state: 'sent' });
    const expires = new Date(body.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(30 * 86_400_000);

    const mail = await lastMail(ctx, email);
    expect(mail.template).toBe('inviteSupplier');
    const link = linkFrom(mail.text);
    expect(link.pathname).toBe('/project/ciimplementationforsuplier');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      userid: String(originatorId),
      token: expect.any(String),
      projectid: String(approved),
      supplierid: String(body.invitationId),
      brandid: '2',
    });
    const token = link.searchParams.get('token')!;
    expect(res.body).not.toContain(token);
    const [stored] = await ctx.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.partyId, body.invitationId));
    expect(stored).toMatchObject({ purpose: 'supplier', projectId: approved, brandId: 2, email });
    expect(stored!.tokenHash).not.toBe(token);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'invitations.invite'), eq(auditLog.entityId, String(body.invitationId))),
      );
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(token);
  });

  it('the originator invites a supplier and the download recipient on their own project, not an auditor', async () => {
    const p = await approvedProject();
    expect((await invite(originator, { ProjectId: p, Party: 'supplier', BrandId: 4 })).statusCode).toBe(200);
    const email = uniqueEmail('download');
    const download = await invite(originator, { ProjectId: p, Party: 'download', Email: email });
    expect(download.statusCode).toBe(200);
    const link = linkFrom((await lastMail(ctx, email)).text);
    expect(link.pathname).toBe('/project/DownloadValidatedDesigns');
    expect([...link.searchParams.keys()]).toEqual(['userid', 'token', 'projectid', 'supplierid']);
    expect((await invite(originator, { ProjectId: p, Party: 'auditor' })).statusCode).toBe(403);
  });

  it('a paused project is read-only for the originator (405 project.paused); VC still invites', async () => {
    const p = (
      await makeProject(ctx, {
        originatorId,
        brandIds: [2],
        set: { statusId: STATUS.approved, isEnabled: false },
      })
    ).id;
    const refusedInvite = await invite(originator, { ProjectId: p, Party: 'download' });
    expect(refusedInvite.statusCode).toBe(405);
    expect(refusedInvite.json().message).toMatch(/paused/i);
    const ok = await invite(vc, { ProjectId: p, Party: 'download' });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().invitationId;
    expect((await post(ctx, `/projects/invitations/${id}/resend`, {}, originator)).statusCode).toBe(405);
    expect((await post(ctx, `/projects/invitations/${id}/revoke`, {}, originator)).statusCode).toBe(405);
    expect((await post(ctx, `/projects/invitations/${id}/revoke`, {}, vc)).statusCode).toBe(200);
  });

  it('VC invites an auditor (link to the auditor page); HQ may not invite (403)', async () => {
    const email = uniqueEmail('auditor');
    const res = await invite(vc, { ProjectId: approved, Party: 'auditor', Email: email });
    expect(res.statusCode).toBe(200);
    const link = linkFrom((await lastMail(ctx, email)).text);
    expect(link.pathname).toBe('/project/complianceauditforauditors');
    expect([...link.searchParams.keys()]).toEqual(['userid', 'token', 'projectid', 'auditorid']);
    expect((await invite(hq, { ProjectId: approved, Party: 'auditor' })).statusCode).toBe(403);
  });

  it("another originator's project is out of scope: 404", async () => {
    expect((await invite(otherOriginator, { ProjectId: approved, Party: 'download' })).statusCode).toBe(404);
    expect((await invite(vc, { ProjectId: 999999, Party: 'download' })).statusCode).toBe(404);
  });

  it('refuses a project that is not yet approved with 405; accepts statuses 3 and 8–11', async () => {
    for (const statusId of [STATUS.registered, STATUS.underReview, STATUS.refused, STATUS.documented]) {
      const p = await approvedProject([2], statusId);
      const res = await invite(vc, { ProjectId: p, Party: 'auditor' });
      expect(res.statusCode, String(statusId)).toBe(405);
      expect(res.json().message).toMatch(/approved/);
    }
    for (const statusId of [8, 9, 10, 11]) {
      const p = await approvedProject([2], statusId);
      expect((await invite(vc, { ProjectId: p, Party: 'auditor' })).statusCode, String(statusId)).toBe(200);
    }
  });

  it('a supplier needs one of the project’s brands; the other parties take none (400)', async () => {
    const p = await approvedProject([2]);
    expect((await invite(vc, { ProjectId: p, Party: 'supplier' })).statusCode).toBe(400);
    const other = await invite(vc, { ProjectId: p, Party: 'supplier', BrandId: 7 });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.BrandId).toBeTruthy();
    expect((await invite(vc, { ProjectId: p, Party: 'auditor', BrandId: 2 })).statusCode).toBe(400);
    expect((await invite(vc, { ProjectId: p, Party: 'download', BrandId: 2 })).statusCode).toBe(400);
    expect((await invite(vc, { ProjectId: p, Party: 'arcad' })).statusCode).toBe(400);
  });

  it('one live supplier per brand: a second is refused (405) until the first is revoked', async () => {
    const p = await approvedProject([2, 4]);
    const first = (await invite(vc, { ProjectId: p, Party: 'supplier', BrandId: 2 })).json();
    const second = await invite(originator, { ProjectId: p, Party: 'supplier', BrandId: 2 });
    expect(second.statusCode).toBe(405);
    expect(second.json().message).toMatch(/Revoke/);
    expect((await invite(vc, { ProjectId: p, Party: 'supplier', BrandId: 4 })).statusCode).toBe(200);
    expect((await post(ctx, `/projects/invitations/${first.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      200,
    );
    expect((await invite(vc, { ProjectId: p, Party: 'supplier', BrandId: 2 })).statusCode).toBe(200);
  });
});

describe('getInvitations', () => {
  it('lists newest first for whoever may read the project; 404 outside the scope', async () => {
    const p = await approvedProject();
    const a = (await invite(vc, { ProjectId: p, Party: 'auditor' })).json();
    const b = (await invite(vc, { ProjectId: p, Party: 'download' })).json();
    const res = await get(ctx, `/projects/invitations/${p}`, originator);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { invitationId: number }) => i.invitationId)).toEqual([
      b.invitationId,
      a.invitationId,
    ]);
    expect((await get(ctx, `/projects/invitations/${p}`, hq)).statusCode).toBe(200);
    expect((await get(ctx, `/projects/invitations/${p}`, otherOriginator)).statusCode).toBe(404);
  });
});

describe('revoke and re-send', () => {
  it('revoke: state revoked, the link answers 401, a second revoke and a re-send are refused (405)', async () => {
    const p = await approvedProject();
    const email = uniqueEmail('rev');
    const inv = (await invite(vc, { ProjectId: p, Party: 'download', Email: email })).json();
    const token = await mailedToken(ctx, email);
    expect((await get(ctx, '/projects/externallink', token)).statusCode).toBe(200);
    expect((await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, hq)).statusCode).toBe(
      403,
    );
    expect(
      (await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, otherOriginator)).statusCode,
    ).toBe(404);
    const res = await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, originator);
    expect(res.statusCode).toBe(200);
    const link = await get(ctx, '/projects/externallink', token);
    expect(link.statusCode).toBe(401);
    expect(link.json().message).toBe('Incorrect URL copied or Session has expired.');
    const [listed] = (await get(ctx, `/projects/invitations/${p}`, vc)).json();
    expect(listed).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const tokens = await ctx.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.partyId, inv.invitationId));
    expect(tokens.every((t) => t.revokedAt)).toBe(true);
    expect((await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      405,
    );
    expect((await post(ctx, `/projects/invitations/${inv.invitationId}/resend`, {}, vc)).statusCode).toBe(
      405,
    );
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitations.revoke'), eq(auditLog.entityId, String(inv.invitationId))));
    expect(audits).toHaveLength(1);
  });

  it('the originator may not revoke or re-send an auditor invitation (403)', async () => {
    const inv = (await invite(vc, { ProjectId: approved, Party: 'auditor' })).json();
    expect(
      (await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, originator)).statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, `/projects/invitations/${inv.invitationId}/resend`, {}, originator)).statusCode,
    ).toBe(403);
    expect((await post(ctx, `/projects/invitations/999999/resend`, {}, vc)).statusCode).toBe(404);
  });

  it('re-send: the old link stops working, the new one works for 30 days, mailed again, audited', async () => {
    const p = await approvedProject();
    const email = uniqueEmail('resend');
    const inv = (await invite(vc, { ProjectId: p, Party: 'auditor', Email: email })).json();
    const oldToken = await mailedToken(ctx, email);
    // Expired first: the re-send restarts the 30 days.
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.partyId, inv.invitationId));
    const res = await post(ctx, `/projects/invitations/${inv.invitationId}/resend`, {}, vc);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('sent');
    expect(new Date(res.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(await mailsTo(ctx, email)).toHaveLength(2);
    const newToken = await mailedToken(ctx, email);
    expect(newToken).not.toBe(oldToken);
    expect(res.body).not.toContain(newToken);
    expect((await get(ctx, '/projects/externallink', oldToken)).statusCode).toBe(401);
    expect((await get(ctx, '/projects/externallink', newToken)).statusCode).toBe(200);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitations.resend'), eq(auditLog.entityId, String(inv.invitationId))));
    expect(audits).toHaveLength(1);
  });

  it('a submitted invitation is not re-sent (405), and its link is read-only', async () => {
    const email = uniqueEmail('submitted');
    const p = await approvedProject();
    const inv = (await invite(vc, { ProjectId: p, Party: 'auditor', Email: email })).json();
    const token = await mailedToken(ctx, email);
    expect((await get(ctx, '/projects/externallink', token)).json().readOnly).toBe(false);
    await ctx.database.db
      .update(invitations)
      .set({ submittedAt: new Date() })
      .where(eq(invitations.id, inv.invitationId));
    const link = await get(ctx, '/projects/externallink', token);
    expect(link.statusCode).toBe(200);
    expect(link.json().readOnly).toBe(true);
    expect((await post(ctx, `/projects/invitations/${inv.invitationId}/resend`, {}, vc)).statusCode).toBe(
      405,
    );
    expect((await get(ctx, `/projects/invitations/${p}`, vc)).json()[0].state).toBe('submitted');
  });
});

describe('getExternalLink', () => {
  it("answers the link's project, brand and party, and marks it opened once (audited with the invitation id)", async () => {
    const email = uniqueEmail('open');
    const p = await approvedProject([2, 4]);
    const inv = (
      await invite(vc, { ProjectId: p, Party: 'supplier', BrandId: 4, Name: 'Olga', Email: email })
    ).json();
    const token = await mailedToken(ctx, email);
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, p));
    const res = await get(ctx, '/projects/externallink', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      party: 'supplier',
      invitationId: inv.invitationId,
      projectId: p,
      userId: originatorId,
      brandId: 4,
      brandName: expect.any(String),
      projectUniqueId: project!.uniqueCode,
      siteName: project!.siteName,
      name: 'Olga',
      email,
      readOnly: false,
    });
    expect(res.body).not.toContain(token);
    const [first] = (await get(ctx, `/projects/invitations/${p}`, vc)).json();
    expect(first).toMatchObject({ state: 'opened', openedAt: expect.any(String) });
    await get(ctx, '/projects/externallink', token);
    const [second] = (await get(ctx, `/projects/invitations/${p}`, vc)).json();
    expect(second.openedAt).toBe(first.openedAt);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitations.open'), eq(auditLog.entityId, String(inv.invitationId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorEmail: email, detail: { invitationId: inv.invitationId } });
  });

  it('an expired link answers 401 and the invitation shows expired', async () => {
    const email = uniqueEmail('expired');
    const p = await approvedProject();
    const inv = (await invite(vc, { ProjectId: p, Party: 'download', Email: email })).json();
    const token = await mailedToken(ctx, email);
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.partyId, inv.invitationId));
    expect((await get(ctx, '/projects/externallink', token)).statusCode).toBe(401);
    expect((await get(ctx, `/projects/invitations/${p}`, vc)).json()[0].state).toBe('expired');
  });

  it('a signed-in token opens no link call, and a link token no signed-in call (401)', async () => {
    const email = uniqueEmail('cross');
    const inv = (await invite(vc, { ProjectId: approved, Party: 'download', Email: email })).json();
    expect(inv.invitationId).toBeGreaterThan(0);
    const token = await mailedToken(ctx, email);
    expect((await get(ctx, '/projects/externallink', vc)).statusCode).toBe(401);
    expect((await get(ctx, '/projects/externallink')).statusCode).toBe(401);
    expect((await get(ctx, '/projects/externallink', 'not-a-token')).statusCode).toBe(401);
    expect((await get(ctx, `/projects/invitations/${approved}`, token)).statusCode).toBe(401);
    expect((await post(ctx, `/projects/invitations/${inv.invitationId}/revoke`, {}, token)).statusCode).toBe(
      401,
    );
  });
});
