import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { auditLog, notifications } from '../../db/schema';
import { notify, type NotificationEvent } from '../../platform/notifications';
import { LIST_LIMIT } from './handlers';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';

// The in-flight limit is 1 for this whole file: an open event stream must not hold the only slot.
let ctx: TestContext;
let base: string;
type Who = 'vc' | 'vc2' | 'originator';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string; language: string }>;

const event = (message: string): NotificationEvent => ({
  projectId: 1,
  siteName: 'PARIS NORD',
  projectUniqueId: 'FR-2026-000001',
  role: ROLES.ORIGINATOR,
  // Tells the rows apart (the message templates belong to the features that notify).
  userName: `Anna ${message}`,
  template: 'designSubmitted',
  vars: { projectCode: message },
});

/** Writes one notification per recipient, committed, and answers the new rows' ids by recipient. */
async function notifyCommitted(who: Who[], message = 'X'): Promise<Record<number, number>> {
  await ctx.database.db.transaction((tx) =>
    notify(
      tx,
      who.map((w) => ({ id: users[w].id, language: 'en' })),
      event(message),
    ),
  );
  const rows = await ctx.database.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      inArray(
        notifications.userId,
        who.map((w) => users[w].id),
      ),
    );
  const byUser: Record<number, number> = {};
  for (const r of rows) byUser[r.userId] = Math.max(byUser[r.userId] ?? 0, r.id);
  return byUser;
}

async function unreadIds(who: Who): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, users[who].id), isNull(notifications.readAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function clearAll() {
  await ctx.database.db.delete(notifications);
}

/** A real HTTP event stream read with fetch, as the browser does. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/home/notificationevents`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: string[] = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            if (name) events.push(name);
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  } else {
    ended = true;
  }
  return {
    res,
    events,
    ended: () => ended,
    close: () => controller.abort(),
    /** Waits until `n` events of that name arrived. */
    waitFor: (name: string, n = 1) =>
      vi.waitFor(() => expect(events.filter((e) => e === name).length).toBeGreaterThanOrEqual(n), {
        timeout: 5000,
        interval: 20,
      }),
  };
}
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  ctx = await createTestContext({ LOAD_SHED_MAX_INFLIGHT: '1' });
  const make = async (who: Who, role: (typeof ROLES)[keyof typeof ROLES]) => {
    const user = await createUser(ctx, { role });
    users[who] = { id: user.id, email: user.email, language: user.language };
    tokens[who] = await signIn(ctx, user.email);
  };
  await make('vc', ROLES.VC);
  await make('vc2', ROLES.VC);
  await make('originator', ROLES.ORIGINATOR);
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
});
afterAll(() => ctx.close());

describe('GET /home/getnotificationbyuser', () => {
  it("answers the caller's unread notifications newest first with their count, whatever userEmail says", async () => {
    await clearAll();
    await notifyCommitted(['vc', 'vc2'], 'FIRST');
    await notifyCommitted(['vc'], 'SECOND');
    await notifyCommitted(['vc'], 'THIRD');
    const [oldest] = await unreadIds('vc');
    await ctx.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, oldest!));

    const res = await get(
      ctx,
      `/home/getnotificationbyuser?userEmail=${encodeURIComponent(users.vc2.email)}`,
      tokens.vc,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notificationCount).toBe(2);
    expect(body.notificationsListData).toHaveLength(2);
    const [newest, older] = body.notificationsListData;
    expect(newest.userName).toBe('Anna THIRD');
    expect(older.userName).toBe('Anna SECOND');
    expect(typeof newest.notificationMessage).toBe('string');
    expect(newest).toMatchObject({
      role: ROLES.ORIGINATOR,
      siteName: 'PARIS NORD',
      projectId: 1,
      projectUniqueId: 'FR-2026-000001',
    });
    expect(new Date(newest.notificationDateTime).toISOString()).toBe(newest.notificationDateTime);

    const other = (await get(ctx, '/home/getnotificationbyuser', tokens.vc2)).json();
    expect(other.notificationCount).toBe(1);
    expect(other.notificationsListData[0].userName).toBe('Anna FIRST');
  });

  it('is for the Validation Center Team only', async () => {
    expect((await get(ctx, '/home/getnotificationbyuser', tokens.originator)).statusCode).toBe(403);
    expect((await get(ctx, '/home/getnotificationbyuser')).statusCode).toBe(401);
  });
});

describe('POST /home/updatenotificationsbyuser', () => {
  it('marks read every unread notification of the caller not in the kept list and answers the new list', async () => {
    await clearAll();
    await notifyCommitted(['vc'], 'ONE');
    await notifyCommitted(['vc'], 'TWO');
    await notifyCommitted(['vc'], 'THREE');
    const [one, two, three] = await unreadIds('vc');

    const res = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      {
        CachKey: users.vc.email,
        NotificationsListData: [{ notificationId: three }, { notificationId: one }],
      },
      tokens.vc,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().notificationCount).toBe(2);
    expect(res.json().notificationsListData.map((n: { notificationId: number }) => n.notificationId)).toEqual(
      [three, one],
    );
    expect(await unreadIds('vc')).toEqual([one, three]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notifications.read'), eq(auditLog.actorUserId, users.vc.id)));
    expect(entry?.detail).toEqual({ notificationIds: [two] });

    // An empty list reads them all.
    const all = await post(ctx, '/home/updatenotificationsbyuser', { NotificationsListData: [] }, tokens.vc);
    expect(all.json()).toEqual({ notificationsListData: [], notificationCount: 0 });
    expect(await unreadIds('vc')).toEqual([]);
  });

  it("never touches another user's rows, whatever the list or CachKey holds", async () => {
    await clearAll();
    const ids = await notifyCommitted(['vc', 'vc2'], 'SHARED');
    const theirs = ids[users.vc2.id]!;
    const mine = ids[users.vc.id]!;

    // The other user's id kept: nothing changes for them, and the caller's own row is read.
    const res = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { CachKey: users.vc2.email, NotificationsListData: [{ notificationId: theirs }] },
      tokens.vc,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().notificationCount).toBe(0);
    expect(await unreadIds('vc2')).toEqual([theirs]);
    expect(await unreadIds('vc')).toEqual([]);

    // The other user's id "shown" but not kept: still not touched.
    await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { NotificationsListData: [], ShownNotificationIds: [theirs, mine] },
      tokens.vc,
    );
    expect(await unreadIds('vc2')).toEqual([theirs]);
  });

  it("Mark all as read (an empty list): reads every one of the caller's, beyond the list's limit, and no one else's", async () => {
    await clearAll();
    const row = (userId: number, i: number) => ({ userId, message: `N${i}`, siteName: 'PARIS NORD' });
    await ctx.database.db
      .insert(notifications)
      .values([
        ...Array.from({ length: LIST_LIMIT + 5 }, (_, i) => row(users.vc.id, i)),
        ...Array.from({ length: 3 }, (_, i) => row(users.vc2.id, i)),
      ]);
    const theirs = await unreadIds('vc2');
    const before = await get(ctx, `/home/getnotificationbyuser?userEmail=${users.vc.email}`, tokens.vc);
    expect(before.json().notificationCount).toBe(LIST_LIMIT + 5);
    expect(before.json().notificationsListData).toHaveLength(LIST_LIMIT);
    const otherTab = await openStream(tokens.vc);
    await otherTab.waitFor('ready');

    const res = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { CachKey: users.vc.email, NotificationsListData: [] },
      tokens.vc,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notificationsListData: [], notificationCount: 0 });
    expect(await unreadIds('vc')).toEqual([]);
    expect(await unreadIds('vc2')).toEqual(theirs);
    // The caller's other tabs are told, so their bell goes to 0 as well.
    await otherTab.waitFor('notifications');
    otherTab.close();
  });

  it('with ShownNotificationIds, leaves unread a notification the list did not show yet', async () => {
    await clearAll();
    await notifyCommitted(['vc'], 'SEEN');
    const [seen] = await unreadIds('vc');
    await notifyCommitted(['vc'], 'ARRIVED LATER');
    const [, later] = await unreadIds('vc');

    const res = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { NotificationsListData: [], ShownNotificationIds: [seen] },
      tokens.vc,
    );
    expect(res.json().notificationsListData.map((n: { notificationId: number }) => n.notificationId)).toEqual(
      [later],
    );
    expect(await unreadIds('vc')).toEqual([later]);
  });

  it('refuses a bad list and other roles', async () => {
    const bad = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { NotificationsListData: [{ notificationId: 'x' }] },
      tokens.vc,
    );
    expect(bad.statusCode).toBe(400);
    const other = await post(
      ctx,
      '/home/updatenotificationsbyuser',
      { NotificationsListData: [] },
      tokens.originator,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /home/notificationevents (server-sent events)', () => {
  it('streams text/event-stream and sends an event after a notify() committed elsewhere, to its user only', async () => {
    const mine = await openStream(tokens.vc);
    const theirs = await openStream(tokens.vc2);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(mine.res.headers.get('cache-control')).toBe('no-store');
    await mine.waitFor('ready');
    await theirs.waitFor('ready');
    // An open stream does not hold the (single) in-flight slot: other calls are still answered.
    expect(ctx.app.apiCallsInFlight()).toBe(0);
    expect((await get(ctx, '/home/getnotificationbyuser', tokens.vc)).statusCode).toBe(200);

    await notifyCommitted(['vc'], 'LIVE');
    await mine.waitFor('notifications');
    await settle();
    expect(theirs.events).not.toContain('notifications');

    // Reading (another request) is announced too, so the user's other tabs follow.
    const before = mine.events.filter((e) => e === 'notifications').length;
    await post(ctx, '/home/updatenotificationsbyuser', { NotificationsListData: [] }, tokens.vc);
    await mine.waitFor('notifications', before + 1);

    mine.close();
    theirs.close();
    await vi.waitFor(() => expect(ctx.app.notificationEvents.streamCount()).toBe(0));
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const stream = await openStream(tokens.vc);
    await stream.waitFor('ready');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notify(tx, [{ id: users.vc.id, language: 'en' }], event('ROLLED BACK'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await settle();
    expect(stream.events).toEqual(['ready']);
    expect(await unreadIds('vc')).toEqual([]);

    // The same stream still gets the next committed change.
    await notifyCommitted(['vc'], 'COMMITTED');
    await stream.waitFor('notifications');
    expect(stream.events).toEqual(['ready', 'notifications']);
    stream.close();
  });

  it('ends the stream when its session ends (sign-out)', async () => {
    const token = await signIn(ctx, users.vc2.email);
    const stream = await openStream(token);
    await stream.waitFor('ready');
    expect((await post(ctx, '/users/cancel', {}, token)).statusCode).toBe(200);
    await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5000 });
  });

  it('PostgreSQL: a lost listening connection is opened again and the streams are told to look again', async ({
    skip,
  }) => {
    if (ctx.database.kind !== 'postgres') skip();
    const stream = await openStream(tokens.vc);
    await stream.waitFor('ready');
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // Changes made while it was gone may be missed: one event for every stream once it listens again.
    await stream.waitFor('notifications');
    await notifyCommitted(['vc'], 'AFTER RECONNECT');
    await stream.waitFor('notifications', 2);
    stream.close();
  });

  it('is for the Validation Center Team only', async () => {
    expect((await openStream(tokens.originator)).res.status).toBe(403);
    const anonymous = await fetch(`${base}/api/home/notificationevents`);
    expect(anonymous.status).toBe(401);
  });

  it('ends open streams when the app closes, so closing does not wait for them', async () => {
    const stream = await openStream(tokens.vc);
    await stream.waitFor('ready');
    await ctx.app.close();
    await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5000 });
  });
});
