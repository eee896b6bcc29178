import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { FeatureHandlers } from '../../platform/api';

/**
 * Demo mode only: the outbox as a mailbox (docs/mail.md), newest first by when the mail was written (the seed's
 * back-dated mails are inserted after newer ones); the id orders mails of one instant. Not registered in
 * production mode.
 */
export const devMailHandlers: FeatureHandlers<'devMail'> = {
  devMail: async ({ db, query }) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(query.to ? eq(mailOutbox.toAddress, query.to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit);
    return rows.map((m) => ({
      to: m.toAddress,
      subject: m.subject,
      text: m.text,
      html: m.html,
      createdAt: m.createdAt.toISOString(),
    }));
  },
};
