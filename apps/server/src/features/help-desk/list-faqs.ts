import { asc, isNull } from 'drizzle-orm';
import type { Answer, Api } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { faqs } from '../../db/schema';

/** GET /tutorials/getfaqs (spec 002 §3, §7): every FAQ item not deleted, oldest first. */
export function listFaqs(db: DbOrTx): Promise<Answer<Api['getFaqs']>> {
  return db
    .select({ faQsId: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(isNull(faqs.deletedAt))
    .orderBy(asc(faqs.id));
}
