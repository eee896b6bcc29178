import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import {
  auditLog,
  messageAttachments,
  originatorRequests,
  projectDocuments,
  projectMessages,
  storedFiles,
  projectBrands,
  projects,
  projectStatusHistory,
  sites,
  users,
} from '../../db/schema';
import { changeStatus } from '../projects/lifecycle/write-status';
import { createProject } from '../projects/create';
import { visibleProject } from '../projects/record';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  mailsTo,
  post,
  signIn,
  type TestContext,
} from '../../../test/helpers';

const NOT_APPROVED = 'Project is not in a approved state to Change the status to refuse.';
const MAPPED = 'New Project Originator is successfully Mapped!';
const INVALID_ORIGINATOR = 'Please enter valid Project Originator Email Address!';
const DELETED = 'Project Deleted successfully !';
const en = (key: string) => packs.en[key] ?? key;

let ctx: TestContext;
let vc: Awaited<ReturnType<typeof createUser>>;
let originator: Awaited<ReturnType<typeof createUser>>;
let otherOriginator: Awaited<ReturnType<typeof createUser>>;
const tokens: Record<string, string> = {};
let siteId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  otherOriginator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [2] });
  const retail = await createUser(ctx, { role: ROLES.RETAIL });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.retail = await signIn(ctx, retail.email);
  const [site] = await ctx.database.db
    .insert(sites)
    .values({
      siteName: 'GARAGE ADMIN',
      street: '1 RUE',
      city: 'RENNES',
      zipCode: '35000',
      countryCode: 'FR',
    })
    .returning();
  siteId = site!.id;
});
afterAll(() => ctx.close());

/** A project of the originator, moved to a status through the real history path. */
async function project(
  statusId: number = STATUS.registered,
  originatorUserId: number | null = originator.id,
) {
  return ctx.database.db.transaction(async (tx) => {
    const p = await createProject(
      tx,
      {
        siteId,
        originatorUserId,
        retailUserId: null,
        brands: [{ brandId: 2, contractTypeId: 1, salesVolume: 10 }],
        documentationOnly: false,
        siteInfoLocked: false,
      },
      { userId: vc.id, email: vc.email },
    );
    if (statusId !== STATUS.registered)
      await changeStatus(tx, p.id, statusId, { userId: vc.id, email: vc.email });
    return p;
  });
}
async function projectRow(id: number) {
  const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, id));
  return row;
}
async function auditRows(action: string, entityId: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}
const OTHER_ROLES = ['originator', 'hq', 'rnd', 'retail'];
const del = (code: string, token = tokens.vc) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/projects/deleteproject?projectUniqueId=${encodeURIComponent(code)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET Projects/GetAdminproject/{search?}', () => {
  it('lists projects newest first, searching the unique code or the numeric id (partial)', async () => {
    const a = await project();
    const b = await project(STATUS.approved);
    const all = await get(ctx, '/Projects/GetAdminproject', tokens.vc);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((r: { projectId: number }) => r.projectId);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(all.json().find((r: { projectId: number }) => r.projectId === b.id)).toEqual({
      projectId: b.id,
      projectUniqueId: b.uniqueCode,
      siteName: 'GARAGE ADMIN',
      city: 'RENNES',
      country: 'France',
      countryCode: 'FR',
      brands: 'Peugeot',
      statusId: 3,
      status: 'Project Approved',
      architectEmail: originator.email,
      createdOn: b.createdAt.toISOString(),
      isEnabled: true,
    });
    // Trailing slash and casing of the path do not matter.
    expect((await get(ctx, '/projects/getadminproject/', tokens.vc)).json()).toHaveLength(ids.length);

    const byCode = await get(
      ctx,
      `/Projects/GetAdminproject/${b.uniqueCode.slice(-6).toLowerCase()}`,
      tokens.vc,
    );
    expect(byCode.json().map((r: { projectId: number }) => r.projectId)).toEqual([b.id]);
    const byId = await get(ctx, `/Projects/GetAdminproject/${a.id}`, tokens.vc);
    expect(byId.json().map((r: { projectId: number }) => r.projectId)).toContain(a.id);
    expect((await get(ctx, '/Projects/GetAdminproject/ZZ-0000', tokens.vc)).json()).toEqual([]);
    expect((await get(ctx, '/Projects/GetAdminproject/%25', tokens.vc)).json()).toEqual([]);
    expect((await get(ctx, `/Projects/GetAdminproject/${'9'.repeat(60)}`, tokens.vc)).statusCode).toBe(400);
  });

  it('is for the Validation Center Team only', async () => {
    expect((await get(ctx, '/Projects/GetAdminproject', '')).statusCode).toBe(401);
    for (const role of OTHER_ROLES)
      expect((await get(ctx, '/Projects/GetAdminproject', tokens[role])).statusCode, role).toBe(403);
  });
});

describe('POST Users/SendEmailToProjectOriginator/', () => {
  const verify = (Email: unknown, token = tokens.vc) =>
    post(ctx, '/Users/SendEmailToProjectOriginator/', { Email }, token);

  it("answers 'Valid' only for an accepted Project Originator account", async () => {
    const res = await verify(originator.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe('Valid');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const pending = await createUser(ctx, { role: ROLES.ORIGINATOR, status: 'pending', password: null });
    for (const email of ['nobody@example.test', vc.email, pending.email, 'not an email']) {
      expect((await verify(email)).json(), email).toBe('InValid');
    }
  });

  it('refuses an empty email with 400, and other roles with 403', async () => {
    const empty = await verify('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.Email).toBe(en('validation.required'));
    expect((await post(ctx, '/Users/SendEmailToProjectOriginator/', {}, tokens.vc)).statusCode).toBe(400);
    expect((await verify(42)).statusCode).toBe(400);
    for (const role of OTHER_ROLES)
      expect((await verify(originator.email, tokens[role])).statusCode).toBe(403);
  });
});

describe('POST Users/MapUser', () => {
  const mapUser = (ProjectUniqueId: string, Email: string, token = tokens.vc) =>
    post(ctx, '/Users/MapUser', { ProjectUniqueId, Email }, token);

  it('maps the project to the new originator, mails them and audits the change', async () => {
    const p = await project(STATUS.underReview);
    const res = await mapUser(p.uniqueCode, otherOriginator.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: MAPPED });
    expect((await projectRow(p.id))!.originatorUserId).toBe(otherOriginator.id);

    // The old originator loses the project from its scope, the new one has it.
    await expect(
      visibleProject(ctx.database.db, { userId: originator.id, role: ROLES.ORIGINATOR }, p.id),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const seen = await visibleProject(
      ctx.database.db,
      { userId: otherOriginator.id, role: ROLES.ORIGINATOR },
      p.id,
    );
    expect(seen.id).toBe(p.id);

    const mail = await lastMail(ctx, otherOriginator.email);
    expect(mail.template).toBe('originatorMapped');
    expect(mail.subject).toBe(`You are now the originator of project ${p.uniqueCode}`);
    const [row] = await auditRows('adminTask.mapOriginator', p.id);
    expect(row).toMatchObject({ actorUserId: vc.id, entity: 'project' });
    expect(row!.detail).toMatchObject({ fromUserId: originator.id, toUserId: otherOriginator.id });
  });

  it('maps a project that had no originator (created without one)', async () => {
    const p = await project(STATUS.registered, null);
    expect((await mapUser(p.uniqueCode.toLowerCase(), originator.email)).statusCode).toBe(200);
    expect((await projectRow(p.id))!.originatorUserId).toBe(originator.id);
  });

  it('refuses an address that is not a valid originator with 405 and changes nothing', async () => {
    const p = await project();
    const pending = await createUser(ctx, { role: ROLES.ORIGINATOR, status: 'pending', password: null });
    for (const email of ['nobody@example.test', vc.email, pending.email]) {
      const mailsBefore = (await mailsTo(ctx)).length;
      const res = await mapUser(p.uniqueCode, email);
      expect(res.statusCode, email).toBe(405);
      expect(res.json().message).toBe(INVALID_ORIGINATOR);
      expect((await projectRow(p.id))!.originatorUserId).toBe(originator.id);
      expect((await mailsTo(ctx)).length).toBe(mailsBefore);
    }
    expect(await auditRows('adminTask.mapOriginator', p.id)).toEqual([]);
  });

  it('answers 404 for an unknown project, 400 for missing fields, 403 for other roles', async () => {
    expect((await mapUser('FR-2000-999999', originator.email)).statusCode).toBe(404);
    const missing = await mapUser('', '');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['Email', 'ProjectUniqueId']);
    const p = await project();
    for (const role of OTHER_ROLES)
      expect((await mapUser(p.uniqueCode, otherOriginator.email, tokens[role])).statusCode).toBe(403);
    expect((await projectRow(p.id))!.originatorUserId).toBe(originator.id);
  });
});

describe('POST /Projects/UpdateStatusApproveToRejected/{projectId}', () => {
  const refuse = (id: number | string, token = tokens.vc) =>
    post(ctx, `/Projects/UpdateStatusApproveToRejected/${id}`, {}, token);

  it('moves Project Approved to Refused / Not Compliant with history, audit and a mail to the originator', async () => {
    const p = await project(STATUS.approved);
    const res = await refuse(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(await projectRow(p.id)).toMatchObject({ statusId: STATUS.refusedNotCompliant });
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, p.id));
    expect(history.map((h) => h.statusId).sort()).toEqual([0, 3, 4]);
    expect(history.find((h) => h.statusId === 4)).toMatchObject({ changedByUserId: vc.id });
    const statusAudits = await auditRows('projectLifecycle.status', p.id);
    expect(statusAudits.some((a) => (a.detail as { statusId: number }).statusId === 4)).toBe(true);
    const mail = await lastMail(ctx, originator.email);
    expect(mail.template).toBe('projectRefusedByAdmin');
    expect(mail.text).toContain('"Project Approved" to "Project Refused / Not Compliant"');

    // The dossier is open again: the originator may correct the design and resubmit.
    expect(await projectRow(p.id)).toMatchObject({ isSubmittedForApproval: false });

    // Now no longer approved: refused.
    const again = await refuse(p.id);
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toBe(NOT_APPROVED);
  });

  it("names the statuses in the originator's language (reference data from the packs)", async () => {
    const italian = await createUser(ctx, { role: ROLES.ORIGINATOR });
    await ctx.database.db.update(users).set({ language: 'it' }).where(eq(users.id, italian.id));
    const p = await project(STATUS.approved, italian.id);
    expect((await refuse(p.id)).statusCode).toBe(200);
    const mail = await lastMail(ctx, italian.email);
    expect(mail.text).toContain(`«${packs.it['status.3']}» a «${packs.it['status.4']}»`);
    expect(mail.text).toContain('Progetto approvato');
    expect(mail.text).not.toContain('Project Approved');
  });

  it('refuses every other status with 405 and the spec message, changing nothing', async () => {
    for (const statusId of [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]) {
      const p = await project(statusId);
      const res = await refuse(p.id);
      expect(res.statusCode, String(statusId)).toBe(405);
      expect(res.json().message).toBe(NOT_APPROVED);
      expect((await projectRow(p.id))!.statusId).toBe(statusId);
    }
  });

  it('answers 404 for an unknown project, 400 for a bad id, 403 for other roles', async () => {
    expect((await refuse(987654)).statusCode).toBe(404);
    // Beyond the database's 32-bit range: bad input, never a database error.
    expect((await refuse(99999999999)).statusCode).toBe(400);
    expect((await refuse('abc')).statusCode).toBe(400);
    expect((await refuse(-1)).statusCode).toBe(400);
    const p = await project(STATUS.approved);
    for (const role of OTHER_ROLES) expect((await refuse(p.id, tokens[role])).statusCode).toBe(403);
    expect((await projectRow(p.id))!.statusId).toBe(STATUS.approved);
  });
});

describe('DELETE /projects/deleteproject?projectUniqueId=', () => {
  it('deletes the project with its brands and history, keeps the request, audits; then 404', async () => {
    const p = await project(STATUS.underReview);
    const [request] = await ctx.database.db
      .insert(originatorRequests)
      .values({
        originatorUserId: originator.id,
        siteId,
        isNewCreation: false,
        siteName: 'GARAGE ADMIN',
        street: '1 RUE',
        city: 'RENNES',
        zipCode: '35000',
        countryCode: 'FR',
        status: 'approved',
        projectId: p.id,
      })
      .returning();
    const res = await del(p.uniqueCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: DELETED });
    expect(await projectRow(p.id)).toBeUndefined();
    expect(
      await ctx.database.db.select().from(projectBrands).where(eq(projectBrands.projectId, p.id)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, p.id)),
    ).toEqual([]);
    const [kept] = await ctx.database.db
      .select()
      .from(originatorRequests)
      .where(eq(originatorRequests.id, request!.id));
    expect(kept).toMatchObject({ projectId: null, status: 'approved' });
    const [row] = await auditRows('adminTask.deleteProject', p.id);
    expect(row).toMatchObject({ actorUserId: vc.id, entity: 'project' });
    expect(row!.detail).toMatchObject({ uniqueCode: p.uniqueCode });
    // The site stays for its other projects; the project is gone for everyone.
    expect((await get(ctx, `/Projects/GetAdminproject/${p.uniqueCode}`, tokens.vc)).json()).toEqual([]);
    expect((await del(p.uniqueCode)).statusCode).toBe(404);
  });

  it('removes the files of the project: document versions and message attachments, rows and contents', async () => {
    const p = await project(STATUS.underReview);
    const storage = ctx.app.storage;
    const put = async (text: string) => {
      const stored = await storage.put(Buffer.from(text));
      const [file] = await ctx.database.db
        .insert(storedFiles)
        .values({
          storageKey: stored.key,
          fileName: `${text}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
        })
        .returning();
      return file!;
    };
    const doc = await put('plan');
    const attachment = await put('question');
    const unrelated = await put('library');
    await ctx.database.db
      .insert(projectDocuments)
      .values({ projectId: p.id, slot: 'situationPlan', fileId: doc.id });
    const [message] = await ctx.database.db
      .insert(projectMessages)
      .values({ projectId: p.id, text: 'see attached' })
      .returning();
    await ctx.database.db
      .insert(messageAttachments)
      .values({ messageId: message!.id, fileId: attachment.id });

    expect((await del(p.uniqueCode)).statusCode).toBe(200);
    const left = await ctx.database.db.select({ id: storedFiles.id }).from(storedFiles);
    expect(left.map((f) => f.id)).toContain(unrelated.id);
    expect(left.map((f) => f.id)).not.toContain(doc.id);
    expect(left.map((f) => f.id)).not.toContain(attachment.id);
    await expect(storage.get(doc.storageKey)).rejects.toThrow();
    await expect(storage.get(attachment.storageKey)).rejects.toThrow();
    expect(await storage.get(unrelated.storageKey)).toBeDefined();
  });

  it('answers 404 for an unknown code, 400 without one, 403 for other roles', async () => {
    expect((await del('FR-1999-000001')).statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/projects/deleteproject',
      headers: { authorization: `Bearer ${tokens.vc}` },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.projectUniqueId).toBeTruthy();
    const p = await project();
    for (const role of OTHER_ROLES) expect((await del(p.uniqueCode, tokens[role])).statusCode).toBe(403);
    expect(await projectRow(p.id)).toBeTruthy();
  });
});
