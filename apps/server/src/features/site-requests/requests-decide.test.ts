import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { auditLog, projectBrands, projects, projectStatusHistory, sites } from '../../db/schema';
import { get, lastMail, mailsTo, post, type TestContext } from '../../../test/helpers';
import {
  en,
  siteRequestFixtures,
  siteRequestWorld,
  type SiteRequestWorld,
  type TestUser,
} from '../../../test/site-request-fixtures';

const CODE = /^[A-Z]{2}-\d{4}-\d{6}$/;

let world: SiteRequestWorld;
let ctx: TestContext;
let vc: TestUser;
let originator: TestUser;
let retailUser: TestUser;
let tokens: Record<string, string>;
let existingSiteId: number;
const { newLocation, existingLocation, decide, requestRow, countOf, projectsFromRequest, newRequest } =
  siteRequestFixtures(() => world);

beforeAll(async () => {
  world = await siteRequestWorld();
  ({ ctx, vc, originator, retailUser, tokens, existingSiteId } = world);
});
afterAll(() => world.ctx.close());

describe('POST /Projects/ApproveOrRejectOriginatorRequest/', () => {
  it('approve on an existing location creates exactly one project with its code, history, audit and mail', async () => {
    const id = await newRequest(existingLocation());
    const res = await decide(id, 'Approved');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.projectUniqueId).toMatch(CODE);
    expect(answer.projectUniqueId.startsWith(`FR-${new Date().getUTCFullYear()}-`)).toBe(true);
    expect(answer.message).toBe(`Request approved. Project ${answer.projectUniqueId} has been created.`);

    const created = await projectsFromRequest(id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: answer.projectId,
      uniqueCode: answer.projectUniqueId,
      siteId: existingSiteId,
      originatorUserId: originator.id,
      retailUserId: retailUser.id,
      siteName: 'AUTO CENTRE LYON',
      city: 'LYON',
      countryCode: 'FR',
      brandNames: 'Opel',
      statusId: STATUS.registered,
      documentationOnly: false,
      siteInfoLocked: true,
    });
    const brandRows = await ctx.database.db
      .select()
      .from(projectBrands)
      .where(eq(projectBrands.projectId, answer.projectId));
    expect(brandRows).toEqual([
      { projectId: answer.projectId, brandId: 4, contractTypeId: 3, salesVolume: 40 },
    ]);
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, answer.projectId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ statusId: 0, changedByUserId: vc.id });
    expect(await requestRow(id)).toMatchObject({
      status: 'approved',
      projectId: answer.projectId,
      decidedBy: vc.email,
    });

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, vc.id));
    expect(audits.some((a) => a.action === 'siteRequest.approve' && a.entityId === String(id))).toBe(true);
    expect(audits.some((a) => a.entity === 'project' && a.entityId === String(answer.projectId))).toBe(true);

    const mail = await lastMail(ctx, originator.email);
    expect(mail.template).toBe('requestApproved');
    expect(mail.subject).toBe('Your project request is approved: AUTO CENTRE LYON');
    expect(mail.text).toContain(`Project code: ${answer.projectUniqueId}`);

    const listed = (await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc))
      .json()
      .find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    expect(listed).toMatchObject({
      status: 'Approved',
      projectId: answer.projectId,
      projectUniqueId: answer.projectUniqueId,
      projectStatusId: 0,
      isNewCreation: 'No',
    });

    // A second decision on the same request is refused and creates nothing.
    const mailsBefore = (await mailsTo(ctx, originator.email)).length;
    for (const status of ['Approved', 'Rejected']) {
      const again = await decide(id, status);
      expect(again.statusCode).toBe(405);
      expect(again.json().message).toBe('This request has already been decided.');
    }
    const [{ n: atSite } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.siteId, existingSiteId), eq(projects.originatorUserId, originator.id)));
    expect(atSite).toBe(1);
    expect((await mailsTo(ctx, originator.email)).length).toBe(mailsBefore);
  });

  it('a documentation-only request becomes a project in status 6', async () => {
    const id = await newRequest(existingLocation({ IsDocumentOnly: true }));
    const res = await decide(id, 'Approved');
    expect(res.statusCode).toBe(200);
    const [project] = await projectsFromRequest(id);
    expect(project).toMatchObject({ statusId: STATUS.registeredDocumentationOnly, documentationOnly: true });
    expect(project!.uniqueCode).toMatch(CODE);
  });

  it('approve on a new-location request answers 405 (use Create) and changes nothing', async () => {
    const id = await newRequest(newLocation());
    const before = await countOf(projects);
    const res = await decide(id, 'Approved');
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('request.useCreate'));
    expect(await requestRow(id)).toMatchObject({ status: 'pending', projectId: null });
    expect(await countOf(projects)).toBe(before);
  });

  it('reject mails the originator and creates nothing; the request cannot be decided again', async () => {
    const body = newLocation();
    const id = await newRequest(body);
    const before = { projects: await countOf(projects), sites: await countOf(sites) };
    const res = await decide(id, 'Rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, projectId: null, projectUniqueId: '' });
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', projectId: null, decidedBy: vc.email });
    expect({ projects: await countOf(projects), sites: await countOf(sites) }).toEqual(before);
    const mail = await lastMail(ctx, originator.email);
    expect(mail.template).toBe('requestRejected');
    expect(mail.subject).toBe(`Your project request for ${body.SiteName}`);
    expect(mail.text).toContain('helpdesk@portal.test');
    expect((await decide(id, 'Approved')).statusCode).toBe(405);
    const [auditRow] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'siteRequest.reject'), eq(auditLog.entityId, String(id))));
    expect(auditRow).toBeTruthy();
  });

  it('of two simultaneous decisions exactly one wins and exactly one project exists', async () => {
    const id = await newRequest(existingLocation());
    const [a, b] = await Promise.all([decide(id, 'Approved'), decide(id, 'Approved')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 405]);
    const created = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'siteRequest.approve'), eq(auditLog.entityId, String(id))));
    expect(created).toHaveLength(1);
    expect(await projectsFromRequest(id)).toHaveLength(1);

    const other = await newRequest(existingLocation());
    const before = await countOf(projects);
    const [approve, reject] = await Promise.all([decide(other, 'Approved'), decide(other, 'Rejected')]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 405]);
    const row = await requestRow(other);
    expect(row.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
    expect(await countOf(projects)).toBe(before + (approve.statusCode === 200 ? 1 : 0));
  });

  it('answers 404 for an unknown request, 400 for bad input, 403 for other roles', async () => {
    expect((await decide(987654, 'Approved')).statusCode).toBe(404);
    expect((await decide(99999999999, 'Approved')).statusCode).toBe(400);
    const id = await newRequest(existingLocation());
    const bad = await decide(id, 'Maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe(en('validation.required'));
    expect(
      (await post(ctx, '/Projects/ApproveOrRejectOriginatorRequest', { status: 'Approved' }, tokens.vc))
        .statusCode,
    ).toBe(400);
    for (const role of ['originator', 'hq', 'rnd', 'retail']) {
      expect((await decide(id, 'Approved', tokens[role])).statusCode, role).toBe(403);
    }
    expect(await requestRow(id)).toMatchObject({ status: 'pending' });
  });
});
