import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { RouteSpec } from '@portal/contract';
import type { Recorder } from './recorder';

/** What a call sends: the route's path parameters, its query, and a JSON or multipart body. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  json?: unknown;
  form?: {
    fields: Record<string, string>;
    files?: { field: string; name: string; type: string; data: Buffer }[];
  };
}

export interface CallResult {
  status: number;
  /** The parsed JSON answer, or undefined. */
  body: unknown;
  /** SHA-256 of the answer's bytes (downloads). */
  sha256: string;
  bytes: number;
  upstream: string;
}

/** `/api` + the route's path with its parameters filled in, and its query. */
export function pathOf(route: RouteSpec, input: CallInput): string {
  const filled = route.path.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const v = input.params?.[name];
    return v === undefined ? '' : `/${encodeURIComponent(String(v))}`;
  });
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  return `/api${filled}${query}`;
}

function multipart(form: NonNullable<CallInput['form']>): { body: Buffer; type: string } {
  const boundary = `----soak${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(form.fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of form.files ?? []) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * One simulated user's connection to the balancer: its own source address on the loopback (127.x.y.z), as
 * a user's browser has its own, so the per-IP limits and TRUST_PROXY see one client per user.
 */
export class Client {
  readonly agent: http.Agent;
  token = '';

  constructor(
    readonly base: URL,
    readonly localAddress: string,
    private readonly recorder: Recorder,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  }

  /** One call through the balancer, recorded under its route template. */
  call(route: RouteSpec, input: CallInput = {}, timeoutMs = 60_000): Promise<CallResult> {
    const started = Date.now();
    const t0 = performance.now();
    const name = `${route.method} ${route.path}`;
    let payload: Buffer | undefined;
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (input.form) {
      const m = multipart(input.form);
      payload = m.body;
      headers['content-type'] = m.type;
    } else if (input.json !== undefined) {
      payload = Buffer.from(JSON.stringify(input.json));
      headers['content-type'] = 'application/json';
    }
    if (payload) headers['content-length'] = String(payload.length);
    return new Promise((resolve, reject) => {
      let resent = false;
      let retried = false;
      // A call that ended without an answer (refused, cut, timed out): recorded as status 0 with its reason.
      const failed = (err: Error) => {
        this.recorder.add({
          name,
          started,
          ms: performance.now() - t0,
          status: 0,
          upstream: '',
          error: err.message,
        });
        reject(err);
      };
      const send = () => {
        let gotAnswer = false;
        const req = http.request(
          {
            host: this.base.hostname,
            port: this.base.port,
            method: route.method,
            path: pathOf(route, input),
            headers,
            agent: this.agent,
            timeout: timeoutMs,
          },
          (res) => {
            const hash = createHash('sha256');
            const chunks: Buffer[] = [];
            let bytes = 0;
            const json = String(res.headers['content-type'] ?? '').includes('json');
            res.on('data', (c: Buffer) => {
              hash.update(c);
              bytes += c.length;
              if (json) chunks.push(c);
            });
            res.on('error', failed);
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              const upstream = String(res.headers['x-upstream'] ?? '');
              let body: unknown;
              if (json && chunks.length) {
                try {
                  body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
                } catch {
                  body = undefined;
                }
              }
              const ms = performance.now() - t0;
              this.recorder.add({ name, started, ms, status, upstream, error: errorKey(body) });
              resolve({ status, body, sha256: hash.digest('hex'), bytes, upstream });
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (err: NodeJS.ErrnoException) => {
          // As a browser does: a call that went out on a kept-alive connection the other end had just closed
          // (nginx's old workers close their idle connections at a reload) got no answer and is sent again, once,
          // on a new connection (Node's documented `reusedSocket` pattern; Chromium resends the same way).
          if (!resent && req.reusedSocket && !gotAnswer && err.code === 'ECONNRESET') {
            resent = true;
            this.recorder.resent++;
            send();
            return;
          }
          // As the web app does: a read (a GET, a query in TanStack Query) that got no answer is asked again
          // after 1 s (apps/web/src/app/QueryProvider.tsx: network failures and 5xx, twice at most; here once,
          // and only without an answer). Writes are not.
          if (!retried && !gotAnswer && route.method === 'GET' && err.message !== 'timeout') {
            retried = true;
            this.recorder.readsRetried++;
            setTimeout(send, 1000);
            return;
          }
          failed(err);
        });
        req.on('response', () => (gotAnswer = true));
        req.end(payload);
      };
      send();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The message of the one error shape (platform/errors.ts), when the answer is one. */
function errorKey(body: unknown): string | undefined {
  if (
    body &&
    typeof body === 'object' &&
    'error' in body &&
    'message' in body &&
    typeof body.message === 'string'
  )
    return body.message.slice(0, 120);
  return undefined;
}
