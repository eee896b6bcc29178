import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { API, notificationRefetchDelay } from '@portal/contract';
import { pathOf } from './http';
import type { Recorder } from './recorder';
import type { SimUser } from './user';

interface StreamSpan {
  opened: number;
  closed?: number;
  upstream: string;
  /** How it ended: reconnect (the instance drained), cut (connection lost), expired, or the run's end. */
  end?: string;
}

/** Markers in a message's text are kept in the notification's excerpt: they say which message it tells of. */
const MARKER = /soak-[0-9a-f]{12}/g;
/** How long a notification may take to show in an open bell. */
export const DELIVERY_MS = 15_000;

/**
 * The notification streams of the simulated VC users and what they saw: every message posted with a marker,
 * through the instance that served it, is looked up at the end in the database (who was notified) and checked
 * against what each recipient's bell showed within DELIVERY_MS, split by whether the recipient's stream was on
 * another instance than the post.
 */
export class Notices {
  readonly posts = new Map<string, { at: number; upstream: string }>();
  readonly spans = new Map<number, StreamSpan[]>();
  readonly seen = new Map<number, Map<string, number>>();
  readonly streamEnds: Record<string, number> = {};
  private stopped = false;
  private readonly open = new Set<http.ClientRequest>();

  constructor(private readonly recorder: Recorder) {}

  newMarker(): string {
    return `soak-${randomBytes(6).toString('hex')}`;
  }

  posted(marker: string, at: number, upstream: string): void {
    this.posts.set(marker, { at, upstream });
  }

  /** Keeps `user`'s stream open: opened again a second after it ends, as the web app does. */
  openStream(user: SimUser): void {
    if (this.stopped) return;
    const client = user.client;
    const started = Date.now();
    const t0 = performance.now();
    const name = `${API.notificationEvents.method} ${API.notificationEvents.path}`;
    let span: StreamSpan | undefined;
    let ended = false;
    let fetchTimer: NodeJS.Timeout | undefined;
    const finish = (cause: string) => {
      if (ended) return;
      ended = true;
      const how = this.stopped ? 'run ended' : cause;
      if (span) {
        span.closed = Date.now();
        span.end = how;
      }
      this.streamEnds[how] = (this.streamEnds[how] ?? 0) + 1;
      if (!this.stopped) setTimeout(() => this.openStream(user), 1000).unref();
    };
    const req = http.request({
      host: client.base.hostname,
      port: client.base.port,
      path: pathOf(API.notificationEvents, {}),
      headers: { authorization: `Bearer ${client.token}`, accept: 'text/event-stream' },
      localAddress: client.localAddress,
      agent: false,
    });
    this.open.add(req);
    req.on('response', (res) => {
      const upstream = String(res.headers['x-upstream'] ?? '');
      this.recorder.add({ name, started, ms: performance.now() - t0, status: res.statusCode ?? 0, upstream });
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', () => finish(`refused ${res.statusCode}`));
        return;
      }
      span = { opened: Date.now(), upstream };
      const list = this.spans.get(user.userId) ?? [];
      list.push(span);
      this.spans.set(user.userId, list);
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (\w+)/m.exec(block)?.[1];
          if (event === 'ready' || event === 'notifications') {
            // As the web app's bell: the list read after a random wait of up to 2 s, with the changes that come
            // meanwhile (contract NOTIFICATION_REFETCH_SPREAD_MS).
            fetchTimer ??= setTimeout(() => {
              fetchTimer = undefined;
              void this.readBell(user);
            }, notificationRefetchDelay());
          } else if (event === 'reconnect' || event === 'expired') finish(event);
        }
      });
      res.on('end', () => finish('cut'));
      res.on('error', () => finish('cut'));
    });
    req.on('error', (err) => {
      if (!span)
        this.recorder.add({
          name,
          started,
          ms: performance.now() - t0,
          status: 0,
          upstream: '',
          error: err.message,
        });
      finish('cut');
    });
    req.on('close', () => this.open.delete(req));
    req.end();
  }

  private async readBell(user: SimUser): Promise<void> {
    try {
      const res = await user.client.call(API.getNotifications);
      const list = (res.body as { notificationsListData?: { notificationMessage: string }[] } | undefined)
        ?.notificationsListData;
      const seen = this.seen.get(user.userId) ?? new Map<string, number>();
      const now = Date.now();
      for (const n of list ?? [])
        for (const m of n.notificationMessage.match(MARKER) ?? []) if (!seen.has(m)) seen.set(m, now);
      this.seen.set(user.userId, seen);
    } catch {
      // recorded by the client
    }
  }

  stop(): void {
    this.stopped = true;
    for (const req of this.open) req.destroy();
  }

  /**
   * Expected vs delivered, from the database's notification rows (`recipients`: marker → user ids). A recipient
   * counts when its stream was open at the post and the post is older than DELIVERY_MS before `end`.
   */
  tally(recipients: Map<string, number[]>, end: number) {
    const out = { expected: 0, delivered: 0, crossExpected: 0, crossDelivered: 0, late: [] as string[] };
    for (const [marker, post] of this.posts) {
      if (post.at > end - DELIVERY_MS) continue;
      for (const userId of recipients.get(marker) ?? []) {
        const span = (this.spans.get(userId) ?? []).find(
          (s) => s.opened <= post.at && (s.closed === undefined || s.closed > post.at),
        );
        if (!span) continue;
        const cross = span.upstream !== post.upstream;
        const at = this.seen.get(userId)?.get(marker);
        const ok = at !== undefined && at - post.at <= DELIVERY_MS;
        out.expected++;
        if (ok) out.delivered++;
        if (cross) out.crossExpected++;
        if (cross && ok) out.crossDelivered++;
        if (!ok && out.late.length < 10)
          out.late.push(`${marker} to user ${userId} (${at === undefined ? 'never' : `${at - post.at} ms`})`);
      }
    }
    return out;
  }
}
