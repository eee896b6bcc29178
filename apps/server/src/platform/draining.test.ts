import http from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import draining from './draining';

/**
 * Closing does not wait on kept-alive connections whose answer ended after it began (platform/draining.ts).
 * Without the plugin each close below waits for the client's keep-alive (about 70 s): the race against
 * `CLOSED_WITHIN_MS` fails.
 */

const CLOSED_WITHIN_MS = 5000;
const agents: http.Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A bare Fastify with the plugin and two answers that end when a test says: a slow one, and a stream. */
async function server() {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(draining);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    await released;
    return { done: true };
  });
  const streams: PassThrough[] = [];
  app.get('/stream', async (_request, reply) => {
    const stream = new PassThrough();
    streams.push(stream);
    stream.write('event: ready\n\n');
    return reply.header('content-type', 'text/event-stream').send(stream);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, port, release, streams };
}

/** A GET on a kept-alive connection (as nginx's upstream keepalive holds them); its status, headers and body. */
function get(port: number, path: string, onHeaders?: () => void) {
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  agents.push(agent);
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        onHeaders?.();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

/** How long `app.close()` takes, or `Infinity` past CLOSED_WITHIN_MS. */
async function closeTime(app: FastifyInstance): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>(
    (resolve) => (timer = setTimeout(() => resolve(Infinity), CLOSED_WITHIN_MS)),
  );
  const closed = app.close().then(() => Date.now() - started);
  const took = await Promise.race([closed, late]);
  clearTimeout(timer);
  return took;
}

describe('closing with answers in progress', () => {
  it('a call in progress when closing starts is answered whole, with Connection: close, and the close does not wait for its connection', async () => {
    const { app, port, release } = await server();
    const answer = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the call has reached its handler
    const took = closeTime(app);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    expect(await took).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('a stream ended after closing started (a notification stream told to reconnect, a download): its last event arrives, and the close does not wait for its connection', async () => {
    const { app, port, streams } = await server();
    let headers!: () => void;
    const streaming = new Promise<void>((resolve) => (headers = resolve));
    const answer = get(port, '/stream', headers);
    await streaming;
    const took = closeTime(app);
    await new Promise((resolve) => setTimeout(resolve, 100));
    streams[0]!.end('event: reconnect\n\n');
    expect(await took).toBeLessThan(CLOSED_WITHIN_MS);
    expect(await answer).toMatchObject({ status: 200, body: 'event: ready\n\nevent: reconnect\n\n' });
  });
});
