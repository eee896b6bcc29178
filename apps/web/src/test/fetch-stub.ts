import { vi } from 'vitest';

/** One fetch stub for the screen tests (not shipped: only tests import this file). */

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  /** Path after /api/, with the query string. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stubs fetch: `routes` maps "METHOD path" (path after /api/; with its query string when `withQuery`) to an
 * answer; anything else answers 404. Returns the spy and every call made.
 */
export function stubFetch(routes: Record<string, Handler>, { withQuery = false } = {}) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^.*?\/api\//, '');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: `${path}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${withQuery ? call.path : path}`];
    if (!handler) return json({ statusCode: 404, error: 'Not Found', message: 'Not found.' }, 404);
    return handler(call);
  });
  return { spy, calls };
}
