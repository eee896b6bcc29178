import { asc, isNull } from 'drizzle-orm';
import type { Answer, Api } from '@portal/contract';
import { faqs } from '../../db/schema';
import type { CommandContext } from '../../platform/api';

/** GET /tutorials/getfaqs (spec 002 §3, §7): every FAQ item not deleted, oldest first. */
export function listFaqs({ db }: CommandContext): Promise<Answer<Api['getFaqs']>> {
  return db
    .select({ faQsId: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(isNull(faqs.deletedAt))
    .orderBy(asc(faqs.id));
}
