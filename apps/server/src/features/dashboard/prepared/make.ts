import { and, eq } from 'drizzle-orm';
import { EXTRACTS, toLanguage, type Role } from '@portal/contract';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { extractRequests, users } from '../../../db/schema';
import { dayIn } from '../../../platform/csv';
import { t } from '../../../platform/i18n';
import { extractPageLink } from '../../../platform/links';
import { enqueueMail } from '../../../platform/mail';
import { notify } from '../../../platform/notifications';
import { hasNotificationBell, mayExtract } from '../../../platform/policy';
import type { Storage } from '../../../platform/storage';
import { brandBasedExtract, EXTRACT_BATCH, projectBasedExtract } from '../extracts';

const DAY_MS = 86_400_000;

/** A request as its worker claimed it: `attempt` fences its writes (a run taken over elsewhere writes nothing). */
export interface ClaimedExtract {
  id: number;
  attempt: number;
  owner: string;
}

export interface MakeDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'publicUrl'>;
  /** The extract's batch size (tests use small ones). */
  batchSize?: number;
}

export type MakeOutcome = 'ready' | 'taken over' | 'refused';

const mine = (claimed: ClaimedExtract) =>
  and(
    eq(extractRequests.id, claimed.id),
    eq(extractRequests.owner, claimed.owner),
    eq(extractRequests.attempts, claimed.attempt),
    eq(extractRequests.status, 'running'),
  );

/**
 * Makes one claimed request (decision 031): the workbook through the dashboard's streaming writer straight into
 * the storage (complete or absent), then, in one transaction, the row `ready` with its key and end, the
 * requester's notice (if it has the bell) and its mail with the link. `signal` stops it (SIGTERM, or the lease
 * lost): the storage keeps nothing of a cut-off write. A run whose claim was taken over meanwhile removes its
 * file and writes nothing.
 */
export async function makeExtract(
  deps: MakeDeps,
  claimed: ClaimedExtract,
  signal: AbortSignal,
): Promise<MakeOutcome> {
  const { db, storage } = deps;
  const [request] = await db.select().from(extractRequests).where(mine(claimed)).limit(1);
  if (!request) return 'taken over';
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      surName: users.surName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, request.userId))
    .limit(1);
  // The scope is the requester's now: someone no longer allowed the dashboard gets nothing.
  if (!user || user.status !== 'accepted' || !mayExtract({ role: user.role as Role })) {
    await db
      .update(extractRequests)
      .set({ status: 'failed', lockedUntil: null, lastError: 'the requester may no longer have extracts' })
      .where(mine(claimed));
    return 'refused';
  }
  let rows = 0;
  const make = request.kind === 'projects' ? projectBasedExtract : brandBasedExtract;
  const stream = await make(
    db,
    { userId: user.id, role: user.role as Role },
    { ...request.filters, TimeZone: request.timeZone },
    toLanguage(request.language),
    deps.batchSize ?? EXTRACT_BATCH,
    (n) => (rows += n),
  );
  const stop = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error('stopped'));
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  const file = await storage.put(stream).finally(() => signal.removeEventListener('abort', stop));
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + EXTRACTS.keepDays * DAY_MS);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(extractRequests)
      .set({
        status: 'ready',
        storageKey: file.key,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        rowCount: rows,
        readyAt,
        expiresAt,
        lockedUntil: null,
        lastError: null,
      })
      .where(mine(claimed))
      .returning({ id: extractRequests.id });
    if (!row) return false;
    const lang = toLanguage(user.language);
    const day = dayIn(request.timeZone);
    const kind = t(lang, `extracts.kindInText.${request.kind}`);
    const vars = { kind, rows: rows.toLocaleString(lang), date: day(expiresAt) };
    if (hasNotificationBell({ role: user.role as Role }))
      await notify(tx, [{ id: user.id, language: user.language }], {
        projectId: null,
        extractId: row.id,
        siteName: '',
        projectUniqueId: '',
        role: '',
        userName: t(lang, 'ball.notice.from'),
        template: 'extractReady',
        vars,
      });
    await enqueueMail(tx, {
      to: user.email,
      lang,
      template: 'extractReady',
      vars: {
        firstName: user.firstName,
        surName: user.surName,
        kind,
        rows: vars.rows,
        requestedOn: day(request.requestedAt),
        expiresOn: vars.date,
        link: extractPageLink(deps.config, row.id),
      },
    });
    return true;
  });
  if (done) return 'ready';
  await storage.remove(file.key);
  return 'taken over';
}
