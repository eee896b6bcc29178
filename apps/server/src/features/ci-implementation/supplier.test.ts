import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES, STATUS, type CiImplementation } from '@portal/contract';
import { auditLog, ciBrandBlocks, invitations, linkTokens, notifications, projects } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  mailsTo,
  post,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import {
  CITROEN,
  historyOf,
  inviteParty,
  LINK_INVALID,
  PEUGEOT,
  REQUIRED,
  statusOf,
  type PartyLink as Link,
} from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { uploadFile } from '../../../test/design-documents';

/**
 * What a supplier's link changes (docs/lifecycle.md, docs/external-parties.md; spec 002 §3, §5): the first offer moves the project to
 * Offers Received, the first order to Order Intake (forward only); the supplier's confirmation with its three
 * dates, and Notification of Technical Completion once every invited supplier has confirmed.
 */

let ctx: TestContext;
let vc: string;
let vcId: number;
let vc2Id: number;
let anna: string;
let annaId: number;
let annaEmail: string;

const project = (statusId: number = STATUS.approved, brandIds = [PEUGEOT, CITROEN]) =>
  makeProject(ctx, { originatorId: annaId, brandIds, set: { statusId } });

const invite = (body: Record<string, unknown>) => inviteParty(ctx, vc, { Name: 'Sam', ...body });
const supplier = (projectId: number, brandId = PEUGEOT) =>
  invite({ ProjectId: projectId, Party: 'supplier', BrandId: brandId });

const send = async (
  link: Link,
  projectId: number,
  slot: string,
  fileName = `${slot}-${link.invitationId}.pdf`,
) => {
  const res = await uploadFile(ctx, link.token, { projectId, slot, fileName });
  expect(res.statusCode, `${slot}: ${res.body}`).toBe(200);
  return res;
};

/** The brand's offer and order, which a supplier's confirmation needs. */
const fileOfferAndOrder = async (link: Link, projectId: number) => {
  await send(link, projectId, 'OfferFromSupplier');
  await send(link, projectId, 'OrderFromSupplier');
};

const COMPLETED_IN_FUTURE =
  'Date Of Installation Completed cannot be in the future: enter the day the installation was completed.';

const dates = {
  PlannedDeliveryDate: '2026-05-01',
  DateOfInstallationCompleted: '2026-06-20',
  PlannedInstallationDate: '2026-05-15',
};
const confirm = (link: Link, projectId: number, brandId = PEUGEOT, body: Record<string, unknown> = {}) =>
  post(
    ctx,
    '/projects/SubmitCIImplementationForSupplier',
    {
      ProjectId: projectId,
      UserID: annaId,
      SupplierId: link.invitationId,
      BrandId: brandId,
      ...dates,
      ...body,
    },
    link.token,
  );

const notificationsOf = (userId: number, projectId: number) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.projectId, projectId)))
    .orderBy(asc(notifications.id));
/** The originator's CI status mails about one project, oldest first. */
const statusMailsOf = async (projectCode: string) =>
  (await mailsTo(ctx, annaEmail))
    .filter((m) => m.template === 'ciStatusChanged' && m.subject.includes(projectCode))
    .reverse();
const blocksOf = (projectId: number) =>
  ctx.database.db.select().from(ciBrandBlocks).where(eq(ciBrandBlocks.projectId, projectId));
const invitationOf = async (id: number) =>
  (await ctx.database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
  const v = await createUser(ctx, { role: ROLES.VC });
  vc = await signIn(ctx, v.email);
  vcId = v.id;
  vc2Id = (await createUser(ctx, { role: ROLES.VC })).id;
  const a = await createUser(ctx, { role: ROLES.ORIGINATOR });
  anna = await signIn(ctx, a.email);
  annaId = a.id;
  annaEmail = a.email;
}, 120_000);
afterAll(() => ctx?.close());

describe('status moves of the suppliers’ files', () => {
  it('the first offer moves 3 → 8: a history row, an audit row, the VC team notified, the originator mailed', async () => {
    const p = await project();
    const peugeot = await supplier(p.id);
    await send(peugeot, p.id, 'OfferFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.offersReceived);

    const history = await historyOf(ctx, p.id);
    expect(history.map((h) => h.statusId)).toEqual([STATUS.registered, STATUS.offersReceived]);
    expect(history[1]!.changedByEmail).toBe(peugeot.email);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'projectLifecycle.status'), eq(auditLog.entityId, String(p.id))));
    expect(audits.map((a) => a.detail.statusId)).toContain(STATUS.offersReceived);

    for (const id of [vcId, vc2Id]) {
      const told = await notificationsOf(id, p.id);
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toContain('The Peugeot supplier uploaded an offer');
      expect(told[0]!.message).toContain(p.uniqueCode);
      expect(told[0]).toMatchObject({ role: 'supplier', userName: 'Sam', projectUniqueId: p.uniqueCode });
    }
    expect(await notificationsOf(annaId, p.id)).toEqual([]);

    const mails = await statusMailsOf(p.uniqueCode);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Offers Received');
    expect(mails[0]!.text).toContain('The Peugeot supplier has uploaded an offer.');
    expect(mails[0]!.text).toContain(`/UniqueProject/${p.id}`);

    // A second offer (another brand's supplier): no move, no mail, but the team hears of it.
    const citroen = await supplier(p.id, CITROEN);
    await send(citroen, p.id, 'OfferFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.offersReceived);
    expect(await historyOf(ctx, p.id)).toHaveLength(2);
    expect(await statusMailsOf(p.uniqueCode)).toHaveLength(1);
    const told = await notificationsOf(vcId, p.id);
    expect(told).toHaveLength(2);
    expect(told[1]!.message).toContain('The Citroen supplier uploaded an offer');
  });

  it('the first order moves to 9; an offer after the order stays 9; an invoice moves nothing', async () => {
    const p = await project();
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    await send(peugeot, p.id, 'OfferFromSupplier');
    await send(peugeot, p.id, 'OrderFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    let mails = await statusMailsOf(p.uniqueCode);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('Order Intake');
    expect(mails[1]!.text).toContain('The Peugeot supplier has uploaded an order.');

    await send(citroen, p.id, 'OfferFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    await send(peugeot, p.id, 'InvoiceFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    expect((await historyOf(ctx, p.id)).map((h) => h.statusId)).toEqual([
      STATUS.registered,
      STATUS.offersReceived,
      STATUS.orderIntake,
    ]);
    mails = await statusMailsOf(p.uniqueCode);
    expect(mails).toHaveLength(2);
    const told = (await notificationsOf(vcId, p.id)).map((n) => n.message);
    expect(told).toHaveLength(4);
    expect(told[3]).toContain('The Peugeot supplier uploaded an invoice');
  });

  it('an offer at Notification of Technical Completion moves nothing back', async () => {
    const p = await project(STATUS.technicalCompletion);
    const peugeot = await supplier(p.id);
    await send(peugeot, p.id, 'OfferFromSupplier');
    await send(peugeot, p.id, 'OrderFromSupplier');
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
    expect(await statusMailsOf(p.uniqueCode)).toEqual([]);
  });
});

describe('SubmitCIImplementationForSupplier', () => {
  it(`the three dates are required: 400 '${REQUIRED}', nothing changed`, async () => {
    const p = await project();
    const s = await supplier(p.id);
    for (const field of Object.keys(dates)) {
      for (const body of [{ [field]: undefined }, { [field]: '' }, { [field]: '   ' }, { [field]: null }]) {
        const res = await confirm(s, p.id, PEUGEOT, body);
        expect(res.statusCode, `${field} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().fields[field], field).toBe(REQUIRED);
        expect(res.json().message, field).toContain(REQUIRED);
      }
    }
    expect(await blocksOf(p.id)).toEqual([]);
    expect((await invitationOf(s.invitationId)).submittedAt).toBeNull();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);
  });

  it('a date that is not a calendar day is 400 with nothing changed', async () => {
    const p = await project();
    const s = await supplier(p.id);
    for (const bad of ['2026-02-30', '01/05/2026', 'tomorrow', '2026-13-01', '1900-01-01']) {
      const res = await confirm(s, p.id, PEUGEOT, { PlannedInstallationDate: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields.PlannedInstallationDate, bad).toBe('Enter a valid date.');
    }
    expect(await blocksOf(p.id)).toEqual([]);
    expect((await invitationOf(s.invitationId)).submittedAt).toBeNull();
  });

  it('a completion date in the future is 400 with why, nothing changed; planned dates may be future', async () => {
    const p = await project();
    const s = await supplier(p.id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const future of [day(2), day(400)]) {
      const res = await confirm(s, p.id, PEUGEOT, { DateOfInstallationCompleted: future });
      expect(res.statusCode, future).toBe(400);
      expect(res.json().fields.DateOfInstallationCompleted).toBe(COMPLETED_IN_FUTURE);
      expect(res.json().message).toContain(COMPLETED_IN_FUTURE);
    }
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects/SubmitCIImplementationForSupplier',
      headers: { authorization: `Bearer ${s.token}`, 'accept-language': 'de' },
      payload: {
        ProjectId: p.id,
        SupplierId: s.invitationId,
        BrandId: PEUGEOT,
        ...dates,
        DateOfInstallationCompleted: day(3),
      },
    });
    expect(german.json().fields.DateOfInstallationCompleted).toMatch(/darf nicht in der Zukunft liegen/);
    expect(await blocksOf(p.id)).toEqual([]);
    expect((await invitationOf(s.invitationId)).submittedAt).toBeNull();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);

    // Today, with both planned dates ahead, is taken.
    await fileOfferAndOrder(s, p.id);
    const res = await confirm(s, p.id, PEUGEOT, {
      DateOfInstallationCompleted: day(0),
      PlannedDeliveryDate: day(30),
      PlannedInstallationDate: day(60),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await blocksOf(p.id))[0]).toMatchObject({
      installationCompletedDate: day(0),
      plannedInstallationDate: day(60),
    });
  });

  it("ids that are not the link's (supplier, brand, project) are 401 link.invalid with nothing changed", async () => {
    const p = await project();
    const other = await project();
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    for (const body of [
      { SupplierId: citroen.invitationId },
      { BrandId: CITROEN },
      { ProjectId: other.id },
    ]) {
      const res = await confirm(peugeot, p.id, PEUGEOT, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json().message).toBe(LINK_INVALID);
    }
    expect(await blocksOf(p.id)).toEqual([]);
    expect(await blocksOf(other.id)).toEqual([]);
    expect((await invitationOf(peugeot.invitationId)).submittedAt).toBeNull();
    // Signed-in users have no such call.
    expect((await post(ctx, '/projects/SubmitCIImplementationForSupplier', {}, anna)).statusCode).toBe(401);
  });

  it('confirms: the dates on the CI screen, the invitation submitted, the link read-only, audited; a second submit 405', async () => {
    const p = await project(STATUS.offersReceived, [PEUGEOT]);
    const s = await supplier(p.id);
    await fileOfferAndOrder(s, p.id);
    const res = await confirm(s, p.id, PEUGEOT, { PlannedDeliveryDate: '2026-05-01T00:00:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Request Submitted Successfully' });

    const ci = (
      await get(ctx, `/projects/getallciimplementationdata/0/${p.id}`, vc)
    ).json<CiImplementation>();
    expect(ci.brands[0]).toMatchObject({
      brandId: PEUGEOT,
      plannedDeliveryDate: '2026-05-01',
      installationCompletedDate: '2026-06-20',
      plannedInstallationDate: '2026-05-15',
      confirmedAt: expect.any(String),
    });
    const [block] = await blocksOf(p.id);
    expect(block!.confirmedByInvitationId).toBe(s.invitationId);
    // The supplier's own page shows what it sent.
    const own = (
      await get(ctx, `/projects/getallciimplementationdata/0/${p.id}`, s.token)
    ).json<CiImplementation>();
    expect(own.brands[0]!.plannedInstallationDate).toBe('2026-05-15');

    const [listed] = (await get(ctx, `/projects/invitations/${p.id}`, vc)).json();
    expect(listed).toMatchObject({ invitationId: s.invitationId, state: 'submitted' });
    expect((await get(ctx, '/projects/externallink', s.token)).json().readOnly).toBe(true);
    // The confirmation is audited with the link's invitation id (whatever the action is named).
    const audits = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, String(s.invitationId))))
    ).filter((a) => a.detail.plannedInstallationDate === '2026-05-15');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: s.email,
      detail: {
        invitationId: s.invitationId,
        projectId: p.id,
        brandId: PEUGEOT,
        plannedDeliveryDate: '2026-05-01',
        installationCompletedDate: '2026-06-20',
      },
    });

    const again = await confirm(s, p.id, PEUGEOT, { PlannedDeliveryDate: '2027-01-01' });
    expect(again.statusCode).toBe(405);
    expect(again.json().message).toMatch(/already submitted/);
    expect((await blocksOf(p.id))[0]!.plannedDeliveryDate).toBe('2026-05-01');
  });

  it('two suppliers: the project reaches 10 only when both have confirmed', async () => {
    const p = await project(STATUS.orderIntake);
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    await fileOfferAndOrder(peugeot, p.id);
    await fileOfferAndOrder(citroen, p.id);
    const toldBefore = (await notificationsOf(vcId, p.id)).length;
    expect((await confirm(peugeot, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    expect(await statusMailsOf(p.uniqueCode)).toEqual([]);
    const told = (await notificationsOf(vcId, p.id)).slice(toldBefore);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('The Peugeot supplier confirmed the CI installation');

    expect((await confirm(citroen, p.id, CITROEN)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
    const history = await historyOf(ctx, p.id);
    expect(history.at(-1)).toMatchObject({
      statusId: STATUS.technicalCompletion,
      changedByEmail: citroen.email,
    });
    const mails = await statusMailsOf(p.uniqueCode);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Notification of Technical Completion');
    expect(mails[0]!.text).toContain('Every invited supplier has confirmed the CI installation.');
    expect(await blocksOf(p.id)).toHaveLength(2);
  });

  it("a revoked supplier's brand is not covered: the project waits for its new supplier; other parties never hold it", async () => {
    const p = await project();
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    await invite({ ProjectId: p.id, Party: 'auditor' });
    await invite({ ProjectId: p.id, Party: 'download' });
    expect((await post(ctx, `/projects/invitations/${citroen.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      200,
    );
    await fileOfferAndOrder(peugeot, p.id);
    expect((await confirm(peugeot, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    // The revoked link is dead.
    expect((await confirm(citroen, p.id, CITROEN)).statusCode).toBe(401);

    // Citroen's new supplier confirms: every CI brand is covered, and only the auditor and the download
    // recipient have not submitted.
    const next = await supplier(p.id, CITROEN);
    await fileOfferAndOrder(next, p.id);
    expect((await confirm(next, p.id, CITROEN)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
  });

  it('is refused (405) at site compliance and while paused; an expired link is 401', async () => {
    const done = await project(STATUS.siteCompliance);
    // Invitations are still sent at 11, but the link may no longer confirm.
    const late = await supplier(done.id);
    const closed = await confirm(late, done.id);
    expect(closed.statusCode).toBe(405);
    expect((await invitationOf(late.invitationId)).submittedAt).toBeNull();

    const paused = await project();
    const ps = await supplier(paused.id);
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, paused.id));
    const res = await confirm(ps, paused.id);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toMatch(/paused/);
    expect(await blocksOf(paused.id)).toEqual([]);

    const p = await project();
    const expired = await supplier(p.id);
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.partyId, expired.invitationId));
    expect((await confirm(expired, p.id)).statusCode).toBe(401);
    expect(await blocksOf(p.id)).toEqual([]);
  });
});

describe('Notification of Technical Completion: every CI brand covered', () => {
  const OPEL = 4;
  const NEEDS_FILES = 'Upload the offer and the order of your brand before confirming the installation.';

  it('the bug a browser walk found: Peugeot alone, Opel revoked, no offer or order, no longer reaches 10', async () => {
    const p = await project(STATUS.approved, [PEUGEOT, OPEL]);
    const peugeot = await supplier(p.id);
    const opel = await supplier(p.id, OPEL);
    expect((await post(ctx, `/projects/invitations/${opel.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      200,
    );

    // No offer or order on file: the confirmation is refused with why, in the caller's language.
    const refusedNow = await confirm(peugeot, p.id);
    expect(refusedNow.statusCode).toBe(405);
    expect(refusedNow.json().message).toBe(NEEDS_FILES);
    const german = await post(
      ctx,
      '/projects/SubmitCIImplementationForSupplier',
      { ProjectId: p.id, UserID: annaId, SupplierId: peugeot.invitationId, BrandId: PEUGEOT, ...dates },
      peugeot.token,
      { 'accept-language': 'de' },
    );
    expect(german.json().message).toMatch(/Angebot und die Bestellung/);
    expect((await invitationOf(peugeot.invitationId)).submittedAt).toBeNull();
    expect(await statusOf(ctx, p.id)).toBe(STATUS.approved);

    // With its offer and order, Peugeot confirms; Opel (its supplier revoked) is not covered: no move.
    await fileOfferAndOrder(peugeot, p.id);
    expect((await confirm(peugeot, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);
    expect((await historyOf(ctx, p.id)).map((h) => h.statusId)).not.toContain(STATUS.technicalCompletion);
    const mails = await statusMailsOf(p.uniqueCode);
    expect(mails.map((m) => m.subject).join()).not.toContain('Notification of Technical Completion');
  });

  it("a brand without an active supplier is covered by the originator's own CI submission", async () => {
    const p = await project(STATUS.approved, [PEUGEOT, OPEL]);
    const peugeot = await supplier(p.id);
    await fileOfferAndOrder(peugeot, p.id);
    expect((await confirm(peugeot, p.id)).statusCode).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.orderIntake);

    const photo = await uploadFile(ctx, anna, {
      projectId: p.id,
      slot: 'InstallationPhoto',
      fileName: 'photo.png',
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const submitted = await post(
      ctx,
      '/projects/submitretailciimplementation',
      { ProjectId: p.id, UserID: annaId, ImpleMentationCompletedStatus: true },
      anna,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
  });
});

describe('at the same moment', () => {
  it('two first offers at once: one move to 8, one mail', async () => {
    const p = await project();
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    const answers = await Promise.all([
      uploadFile(ctx, peugeot.token, { projectId: p.id, slot: 'OfferFromSupplier', fileName: 'a.pdf' }),
      uploadFile(ctx, citroen.token, { projectId: p.id, slot: 'OfferFromSupplier', fileName: 'b.pdf' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.offersReceived);
    expect((await historyOf(ctx, p.id)).filter((h) => h.statusId === STATUS.offersReceived)).toHaveLength(1);
    expect(await statusMailsOf(p.uniqueCode)).toHaveLength(1);
  });

  it('the last two suppliers confirming at once: the project still reaches 10, once', async () => {
    const p = await project(STATUS.orderIntake);
    const peugeot = await supplier(p.id);
    const citroen = await supplier(p.id, CITROEN);
    await fileOfferAndOrder(peugeot, p.id);
    await fileOfferAndOrder(citroen, p.id);
    const answers = await Promise.all([confirm(peugeot, p.id), confirm(citroen, p.id, CITROEN)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf(ctx, p.id)).toBe(STATUS.technicalCompletion);
    expect(
      (await historyOf(ctx, p.id)).filter((h) => h.statusId === STATUS.technicalCompletion),
    ).toHaveLength(1);
    expect(await statusMailsOf(p.uniqueCode)).toHaveLength(1);
  });

  it('the same supplier confirming twice at once: one 200, one 405', async () => {
    const p = await project();
    const s = await supplier(p.id);
    await fileOfferAndOrder(s, p.id);
    const answers = await Promise.all([
      confirm(s, p.id),
      confirm(s, p.id, PEUGEOT, { PlannedDeliveryDate: '2027-01-01' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 405]);
    const audits = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, String(s.invitationId))))
    ).filter((a) => a.detail.plannedInstallationDate);
    expect(audits).toHaveLength(1);
  });
});
