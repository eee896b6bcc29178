import type { Answer, Api, ParsedBody } from '@portal/contract';
import { theRow } from '../../db/client';
import { faqs } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';

/** POST /tutorials/addfaq (spec 002 §5, §6): VC or HQ adds an item (the route allows only them). */
export async function addFaq(
  ctx: SignedInContext,
  body: ParsedBody<Api['addFaq']>,
): Promise<Answer<Api['addFaq']>> {
  const { db, auth, actor } = ctx;
  return db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(faqs)
        .values({
          question: body.Question,
          answer: body.Answer,
          createdByUserId: auth.userId,
          createdByEmail: auth.email,
        })
        .returning({ faQsId: faqs.id, question: faqs.question, answer: faqs.answer }),
      'the new FAQ item',
    );
    await audit(tx, actor, 'faq.add', 'faq', row.faQsId);
    return row;
  });
}
