import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { auditLog } from '../../db/schema';
import { post, type TestContext } from '../../../test/helpers';
import { CITROEN, historyOf, PEUGEOT, statusOf } from '../../../test/ci-fixtures';
import { uploadFile } from '../../../test/design-documents';
import {
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
let anna: string;
let annaId: number;
beforeAll(async () => {
  state = await createSupplierContext();
  ({ ctx, vc, anna, annaId } = state);
}, 120_000);
afterAll(() => ctx?.close());

const { project, supplier, fileOfferAndOrder, confirm, statusMailsOf, invitationOf } = supplierFixtures(
  () => state,
);

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
