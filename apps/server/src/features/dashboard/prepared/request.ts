import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { EXTRACTS, type requestExtractBody } from '@portal/contract';
import { theRow } from '../../../db/client';
import { extractRequests, users } from '../../../db/schema';
import type { SignedInContext } from '../../../platform/api';
import { audit } from '../../../platform/audit';
import { refused } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { extractItemOf } from './read';

export type RequestExtractInput = z.output<typeof requestExtractBody>;

/**
 * `home/RequestExtract` (decision 031): records what to make — the kind, the dashboard filters as validated,
 * the caller's language and time zone — and answers at once. A worker on any instance makes it later, with the
 * requester's scope at that moment (platform/policy.ts, as the streamed download does). At most
 * EXTRACTS.maxPending of one person's requests wait at once: the next is a 405 the dashboard shows.
 */
export async function requestExtract({ db, auth, actor, lang }: SignedInContext, input: RequestExtractInput) {
  const { Kind, TimeZone, ...filters } = input;
  return db.transaction(async (tx) => {
    // One request of a person at a time: two at once must not both pass the count below.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
    const [pending] = await tx
      .select({ n: count() })
      .from(extractRequests)
      .where(
        and(eq(extractRequests.userId, auth.userId), inArray(extractRequests.status, ['queued', 'running'])),
      );
    if ((pending?.n ?? 0) >= EXTRACTS.maxPending)
      throw refused('extracts.tooMany', { max: EXTRACTS.maxPending });
    const row = theRow(
      await tx
        .insert(extractRequests)
        .values({ userId: auth.userId, kind: Kind, filters, language: lang, timeZone: TimeZone ?? 'UTC' })
        .returning(),
      'the extract request',
    );
    await audit(tx, actor, 'extract.requested', 'extract', row.id, { kind: Kind, filters });
    return { extract: extractItemOf(row), message: t(lang, 'extracts.requested') };
  });
}
