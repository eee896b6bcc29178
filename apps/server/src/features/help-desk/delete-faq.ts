import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MessageBody } from '@portal/contract';
import { faqs } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';

/**
 * DELETE /tutorials/deletefaq/{faQsId} (spec 002 §6, §7): VC or HQ removes an item. The row is kept with
 * its deletion time; an unknown or already deleted item is 404.
 */
export async function deleteFaq(ctx: SignedInContext, faqId: number): Promise<MessageBody> {
  const { db, actor, lang } = ctx;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqs)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(faqs.id, faqId), isNull(faqs.deletedAt)))
      .returning({ id: faqs.id });
    if (!row) throw notFound();
    await audit(tx, actor, 'faq.delete', 'faq', faqId);
  });
  return { statusCode: 200, message: t(lang, 'helpDesk.faq.deleted') };
}
