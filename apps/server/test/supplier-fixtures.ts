import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { theRow } from '../src/db/client';
import { ciBrandBlocks, invitations, notifications } from '../src/db/schema';
import { createTestContext, createUser, mailsTo, post, signIn, type TestContext } from './helpers';
import { CITROEN, inviteParty, PEUGEOT, type PartyLink as Link } from './ci-fixtures';
import { makeProject } from './project-fixtures';
import { uploadFile } from './design-documents';

/** Set-up shared by the supplier link tests (src/features/ci-implementation/supplier-*.test.ts). */

export interface SupplierContext {
  ctx: TestContext;
  /** Tokens and ids: two VC accounts (the first signed in) and the originator Anna. */
  vc: string;
  vcId: number;
  vc2Id: number;
  anna: string;
  annaId: number;
  annaEmail: string;
}

export const COMPLETED_IN_FUTURE =
  'Date Of Installation Completed cannot be in the future: enter the day the installation was completed.';

export const dates = {
  PlannedDeliveryDate: '2026-05-01',
  DateOfInstallationCompleted: '2026-06-20',
  PlannedInstallationDate: '2026-05-15',
};

export async function createSupplierContext(): Promise<SupplierContext> {
  const ctx = await createTestContext();
  const v = await createUser(ctx, { role: ROLES.VC });
  const vc = await signIn(ctx, v.email);
  const vc2Id = (await createUser(ctx, { role: ROLES.VC })).id;
  const a = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const anna = await signIn(ctx, a.email);
  return { ctx, vc, vcId: v.id, vc2Id, anna, annaId: a.id, annaEmail: a.email };
}

/** The helpers that call the app, for the test file's context (read when called: it is set in beforeAll). */
export function supplierFixtures(current: () => SupplierContext) {
  const project = (statusId: number = STATUS.approved, brandIds = [PEUGEOT, CITROEN]) =>
    makeProject(current().ctx, { originatorId: current().annaId, brandIds, set: { statusId } });

  const invite = (body: Record<string, unknown>) =>
    inviteParty(current().ctx, current().vc, { Name: 'Sam', ...body });
  const supplier = (projectId: number, brandId = PEUGEOT) =>
    invite({ ProjectId: projectId, Party: 'supplier', BrandId: brandId });

  const send = async (
    link: Link,
    projectId: number,
    slot: string,
    fileName = `${slot}-${link.invitationId}.pdf`,
  ) => {
    const res = await uploadFile(current().ctx, link.token, { projectId, slot, fileName });
    expect(res.statusCode, `${slot}: ${res.body}`).toBe(200);
    return res;
  };

  /** The brand's offer and order, which a supplier's confirmation needs. */
  const fileOfferAndOrder = async (link: Link, projectId: number) => {
    await send(link, projectId, 'OfferFromSupplier');
    await send(link, projectId, 'OrderFromSupplier');
  };

  const confirm = (link: Link, projectId: number, brandId = PEUGEOT, body: Record<string, unknown> = {}) =>
    post(
      current().ctx,
      '/projects/SubmitCIImplementationForSupplier',
      {
        ProjectId: projectId,
        UserID: current().annaId,
        SupplierId: link.invitationId,
        BrandId: brandId,
        ...dates,
        ...body,
      },
      link.token,
    );

  const notificationsOf = (userId: number, projectId: number) =>
    current()
      .ctx.database.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.projectId, projectId)))
      .orderBy(asc(notifications.id));
  /** The originator's CI status mails about one project, oldest first. */
  const statusMailsOf = async (projectCode: string) =>
    (await mailsTo(current().ctx, current().annaEmail))
      .filter((m) => m.template === 'ciStatusChanged' && m.subject.includes(projectCode))
      .reverse();
  const blocksOf = (projectId: number) =>
    current().ctx.database.db.select().from(ciBrandBlocks).where(eq(ciBrandBlocks.projectId, projectId));
  const invitationOf = async (id: number) =>
    theRow(
      await current().ctx.database.db.select().from(invitations).where(eq(invitations.id, id)),
      `invitation ${id}`,
    );

  return {
    project,
    invite,
    supplier,
    send,
    fileOfferAndOrder,
    confirm,
    notificationsOf,
    statusMailsOf,
    blocksOf,
    invitationOf,
  };
}
