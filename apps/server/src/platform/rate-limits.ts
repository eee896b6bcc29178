import type { FastifyInstance } from 'fastify';

/** Per-IP limit for the calls that take a password, a code or an address from anyone (docs/accounts.md). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
}
