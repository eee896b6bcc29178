import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

/** Headers by which a proxy (or anyone pretending to be one) names the client it forwards. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

/**
 * A client on this machine: the TCP peer is a loopback address and the request was not forwarded.
 *
 * Behind a reverse proxy every request arrives from the proxy, often itself on 127.0.0.1, so the peer alone
 * says nothing; and `request.ip`, which TRUST_PROXY derives from X-Forwarded-For, can be written by the client
 * when TRUST_PROXY is `true`. So TRUST_PROXY is deliberately not consulted: a request that carries any
 * forwarding header is never a loopback client, whatever its peer. Through a proxy the dev mailbox is
 * therefore not served; read it on the machine itself (http://127.0.0.1:PORT/dev/mail).
 */
function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return !FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
}

/** `/dev/mail` and `/api/dev/mail` (any case, trailing slash, query string or sub-path). */
const DEV_MAILBOX = /^(?:\/api)?\/dev\/mail(?:[/?]|$)/i;

/**
 * The dev mailbox (DESIGN §8) shows approval links, temporary passwords and one-time codes: whoever reads it
 * can sign up, approve themselves and sign in. Its API and its page answer only loopback clients in demo
 * mode; everyone else, and everyone in production mode, gets the API's 404 as for any unknown path.
 */
async function devMailboxGuard(app: FastifyInstance, options: { demo: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    if (!DEV_MAILBOX.test(request.url)) return;
    if (options.demo && isLoopbackClient(request)) return;
    return sendNotFound(request, reply);
  });
}

export default fp(devMailboxGuard, { name: 'dev-mailbox-guard' });
