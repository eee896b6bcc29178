import { vi } from 'vitest';
import type { Answer, CallInput, RouteSpec } from '@portal/contract';
import { urlOf } from '../lib/api';
import type { RouteRef } from '../lib/routes';

/**
 * One fetch stub for the screen tests (not shipped: only tests import this file). `stubRoutes` with `on` names
 * each call by its entry of the contract's route table and types its answer; `stubFetch` takes raw keys.
 */

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

/**
 * The part of a call's input that names its address: its path parameters and its query (no body). The query
 * may be left out: a stub keys it only `withQuery`.
 */
type Where<R extends RouteSpec> = Omit<CallInput<R>, 'body' | 'query'> & Partial<Pick<CallInput<R>, 'query'>>;

/** A call the fetch stub answers, named by its entry of the route table (`on`). */
export interface RouteStub {
  /** "METHOD path" as `stubFetch` keys it, with the query string when `withQuery`. */
  key(withQuery: boolean): string;
  handler: Handler;
}

/**
 * Answers one call of the route table: `where` fills its path parameters (and query), and `reply` is typed
 * from the contract — its answer, or a Response for a failure; a function of the call gets the body typed
 * as the contract's input.
 */
export function on<R extends RouteSpec>(
  route: RouteRef<R>,
  where: Where<R>,
  reply:
    | Answer<R>
    | Response
    | ((call: Call & { body: CallInput<R>['body'] }) => Answer<R> | Response | Promise<Response>),
): RouteStub {
  return {
    key: (withQuery) => {
      const url = urlOf(route, withQuery ? where : { params: where.params });
      return `${route.method} ${url.replace(/^\//, '')}`;
    },
    handler: async (call) => {
      const answer =
        typeof reply === 'function'
          ? await (reply as (c: Call) => unknown)(call)
          : reply instanceof Response
            ? reply.clone()
            : reply;
      return answer instanceof Response ? answer : json(answer);
    },
  };
}

/** Stubs fetch with calls of the route table (`on`); anything else answers 404, as `stubFetch`. */
export function stubRoutes(stubs: RouteStub[], { withQuery = false } = {}) {
  return stubFetch(Object.fromEntries(stubs.map((s) => [s.key(withQuery), s.handler])), { withQuery });
}

/** A failure as the server writes it. */
export function failure(status: number, message: string, fields?: Record<string, string>) {
  return json({ statusCode: status, message, ...(fields ? { fields } : {}) }, status);
}
