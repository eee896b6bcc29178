import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { auditLog } from '../../db/schema';
import type { TestContext } from '../../../test/helpers';
import { CITROEN, historyOf, statusOf } from '../../../test/ci-fixtures';
import {
  createSupplierContext,
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
let vcId: number;
let vc2Id: number;
let annaId: number;
beforeAll(async () => {
  state = await createSupplierContext();
  ({ ctx, vcId, vc2Id, annaId } = state);
}, 120_000);
afterAll(() => ctx?.close());

const { project, supplier, send, notificationsOf, statusMailsOf } = supplierFixtures(() => state);

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
