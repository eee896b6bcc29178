import { PassThrough } from 'node:stream';
import { and, count, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Language, NotificationItem } from '@portal/contract';
import { readTogether, type DbOrTx } from '../../db/client';
import { notifications, sessions } from '../../db/schema';
import type { FeatureHandlers } from '../../platform/api';
import { audit } from '../../platform/audit';
import { SESSION } from '../../platform/auth';
import { HttpError } from '../../platform/errors';
import { leaveInFlight } from '../../platform/load-shedding';
import { signalNotificationsChanged } from '../../platform/notifications';

/** The list shows the newest unread ones; the count covers them all. */
export const LIST_LIMIT = 200;
/** A comment line on an idle stream, so proxies keep it open and a dead session ends it. */
export const HEARTBEAT_MS = 25_000;

/**
 * The caller's unread notifications, newest first, and how many there are (spec 002 §3, §7), in the caller's
 * language (rows written before messages were kept in every language: in the one they were written in).
 */
async function unreadOf(db: DbOrTx, userId: number, lang: Language) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const [rows, [total]] = await readTogether(
    db,
    // The caller's language picked in SQL: the bell is read at every change, and reading and parsing all five
    // texts of 200 rows to keep one was work on the portal's most frequent call (the 30-minute soak, README).
    () =>
      db
        .select({
          id: notifications.id,
          role: notifications.role,
          userName: notifications.userName,
          siteName: notifications.siteName,
          projectId: notifications.projectId,
          projectUniqueId: notifications.projectUniqueId,
          message: sql<string>`coalesce(${notifications.messages} ->> ${lang}, ${notifications.message})`,
          createdAt: notifications.createdAt,
          extractId: notifications.extractId,
        })
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT),
    () => db.select({ n: count() }).from(notifications).where(mine),
  );
  const notificationsListData: NotificationItem[] = rows.map((r) => ({
    notificationId: r.id,
    role: r.role,
    userName: r.userName,
    siteName: r.siteName,
    projectId: r.projectId,
    projectUniqueId: r.projectUniqueId,
    notificationMessage: r.message,
    notificationDateTime: r.createdAt.toISOString(),
    extractId: r.extractId,
  }));
  return { notificationsListData, notificationCount: total?.n ?? 0 };
}

/** Whether a stream's session may still be used (not revoked, not expired, not idle too long). */
async function sessionStillValid(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION.idleMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export const notificationsHandlers: FeatureHandlers<
  'getNotifications' | 'updateNotifications' | 'notificationEvents'
> = {
  // Always the caller's own: the userEmail parameter is not trusted.
  getNotifications: ({ db, auth, lang }) => unreadOf(db, auth.userId, lang),

  // Read: every unread notification of the caller's that the list does not keep (docs/lifecycle.md). With
  // ShownNotificationIds (our addition) only those the list showed, so one that arrived after the list was
  // fetched stays unread. Another user's ids in the list change nothing: only the caller's rows are touched.
  updateNotifications: async ({ db, auth, body, actor, lang }) => {
    const keep = body.NotificationsListData.map((n) => n.notificationId);
    const shown = body.ShownNotificationIds;
    return db.transaction(async (tx) => {
      const read = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, auth.userId),
            isNull(notifications.readAt),
            keep.length ? notInArray(notifications.id, keep) : undefined,
            shown ? (shown.length ? inArray(notifications.id, shown) : sql`false`) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      if (read.length) {
        await audit(tx, actor, 'notifications.read', 'user', auth.userId, {
          notificationIds: read.map((r) => r.id),
        });
        // The caller's other tabs and devices update too.
        await signalNotificationsChanged(tx, [auth.userId]);
      }
      return unreadOf(tx, auth.userId, lang);
    });
  },

  // Server-sent events: `ready` when the stream opens, `notifications` whenever the caller's notifications
  // change, `expired` when the session ended (then the stream closes), `reconnect` when this instance shuts
  // down (then the stream closes), a comment line as heartbeat.
  notificationEvents: async ({ request, reply, db, auth }) => {
    const stream = new PassThrough();
    const answer = () =>
      reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    // Asked for while this instance drains (SIGTERM): a stream that says "reconnect" at once, so the client
    // opens it again through the load balancer on another instance (a 503 here would make it wait).
    const reconnectElsewhere = () => {
      stream.end('retry: 1000\nevent: reconnect\ndata: \n\n');
      return answer();
    };
    if (request.server.notificationEvents.isClosing()) return reconnectElsewhere();
    const write = (chunk: string) => {
      if (!stream.writableEnded && !stream.destroyed) stream.write(chunk);
    };
    let unsubscribe: () => void;
    try {
      unsubscribe = await request.server.notificationEvents.subscribe({
        userId: auth.userId,
        sessionId: auth.sessionId,
        changed: () => write('event: notifications\ndata: changed\n\n'),
        // Closing (SIGTERM, a rolling restart): the client is told to open the stream again, on another instance.
        end: (reason) => {
          if (reason === 'reconnect') write('event: reconnect\ndata: \n\n');
          stream.end();
        },
      });
    } catch {
      if (request.server.notificationEvents.isClosing()) return reconnectElsewhere();
      throw new HttpError(503, 'error.overloaded');
    }
    const heartbeat = setInterval(() => {
      sessionStillValid(db, auth.sessionId).then(
        (valid) => {
          if (valid) return write(': ping\n\n');
          write('event: expired\ndata: \n\n');
          stream.end();
        },
        () => write(': ping\n\n'),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Ended by us, or destroyed by Fastify when the client goes away.
    stream.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    // An open stream waits for nothing: it no longer counts against the in-flight limit.
    leaveInFlight(request);
    write('retry: 5000\nevent: ready\ndata: \n\n');
    return answer();
  },
};
