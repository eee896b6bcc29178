import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

/**
 * Headers by which a proxy (or anyone pretending to be one) shows it forwarded the request: the standard
 * `Forwarded` and `Via`, every `X-Forwarded-*` (For, Host, Proto, Port, Server, Prefix…) and `X-Original-*`,
 * and the client-address headers of servers and CDNs (X-Real-IP, Client-IP, True-Client-IP, CF-Connecting-IP…).
 * Any one of them is enough: a proxy that names its client in one header may not send the others.
 */
const FORWARDING_HEADER = new RegExp(
  '^(?:' +
    [
      'forwarded',
      'via',
      'x-forwarded(?:-.+)?',
      'x-original(?:ing)?-.+',
      'x-real-ip',
      'x-host',
      'x-proxy.*',
      '(?:[a-z0-9]+-)*client-ip',
      'cf-connecting-ip.*',
      'cdn-loop',
      'x-envoy-external-address',
      'x-appengine-user-ip',
    ].join('|') +
    ')$',
);

/**
 * A client on this machine: the TCP peer is a loopback address and the request was not forwarded.
 *
 * Behind a reverse proxy every request arrives from the proxy, often itself on 127.0.0.1, so the peer alone
 * says nothing; and `request.ip`, which TRUST_PROXY derives from X-Forwarded-For, can be written by the client
 * when TRUST_PROXY is `true`. So TRUST_PROXY is deliberately not consulted: a request that carries any
 * forwarding header is never a loopback client, whatever its peer. Through a proxy the dev mailbox is
 * therefore not served; read it on the machine itself (http://127.0.0.1:PORT/dev/mail). The same rule guards
 * /metrics when no METRICS_TOKEN is set (metrics.ts).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return !Object.keys(request.headers).some((name) => FORWARDING_HEADER.test(name.toLowerCase()));
}

/** `/dev/mail` and `/api/dev/mail` (any case, trailing slash, query string or sub-path). */
const DEV_MAILBOX = /^(?:\/api)?\/dev\/mail(?:[/?]|$)/i;

/**
 * The dev mailbox (docs/mail.md) shows approval links, temporary passwords and one-time codes: whoever reads it
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
