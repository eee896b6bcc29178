import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STATUS, type CiImplementation } from '@portal/contract';
import { auditLog, linkTokens, projects } from '../../db/schema';
import { get, post, type TestContext } from '../../../test/helpers';
import { CITROEN, historyOf, LINK_INVALID, PEUGEOT, REQUIRED, statusOf } from '../../../test/ci-fixtures';
import {
  COMPLETED_IN_FUTURE,
  createSupplierContext,
  dates,
  supplierFixtures,
  type SupplierContext,
} from '../../../test/supplier-fixtures';

/**
 * What a supplier's link changes (docs/lifecycle.md, docs/external-parties.md; spec 002 §3, §5): the first offer moves the project to
 * Offers Received, the first order to Order Intake (forward only); the supplier's confirmation with its three
 * dates, and Notification of Technical Completion once every invited supplier has confirmed.
 */

let state: SupplierContext;
let ctx: TestContext;
let vc: string;
let vcId: number;
let anna: string;
beforeAll(async () => {
  state = await createSupplierContext();
  ({ ctx, vc, vcId, anna } = state);
}, 120_000);
afterAll(() => ctx?.close());

const {
  project,
  invite,
  supplier,
  fileOfferAndOrder,
  confirm,
  notificationsOf,
  statusMailsOf,
  blocksOf,
  invitationOf,
} = supplierFixtures(() => state);

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
