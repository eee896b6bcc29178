import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that went idle since it began to close. */
const IDLE_SWEEP_MS = 100;

/**
 * Closing ends kept-alive connections as soon as their last answer is sent (docs/production.md, "`SIGTERM` drains").
 *
 * Node's `server.close()` closes the connections idle at that moment and then waits for the rest to end, but a
 * connection whose answer finishes later stays open on keep-alive: the server's close then waits for the client
 * (or nginx) to drop it, up to its keep-alive timeout (72 s in Fastify), and a SIGTERM'd instance hits its
 * forced exit instead of draining. A call in progress at close, whose headers are not yet sent, is answered
 * with `Connection: close`; an answer already streaming (a notification stream told to reconnect, a download)
 * is caught by a sweep that closes every connection idle since, until the server has closed.
 */
async function draining(app: FastifyInstance) {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });
}

export default fp(draining, { name: 'draining' });
