import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether a request is for the API (`/api`, `/api/…`, any case). */
export function isApiRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    url.length >= 4 &&
    url.slice(0, 4).toLowerCase() === '/api' &&
    (url.length === 4 || url[4] === '/' || url[4] === '?')
  );
}

/**
 * `Cache-Control: no-store` on every API answer (issue 9 §1): answers hold tokens (sign-in) and personal data,
 * and errors and 404s are no better cached. A route that chose its own policy keeps it (only the public
 * language packs do). The SPA's index (no-cache) and the static assets are outside /api and keep theirs.
 */
async function noStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(noStore, { name: 'no-store' });
