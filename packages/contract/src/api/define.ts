import type { z } from 'zod';
import type { Role } from '../roles';

/** The external parties reached by link (docs/external-parties.md): each link token opens only its page's calls. */
export const LINK_PARTIES = ['supplier', 'auditor', 'download', 'arcad'] as const;
export type LinkParty = (typeof LINK_PARTIES)[number];

/**
 * A call opened by an external party's link token (bearer), for its project (and brand): `link` lists the
 * parties whose pages make it; `user`, when present, also lets a full session of those roles call it
 * (a signed-in token never passes as a link token, nor the reverse).
 */
export interface LinkAccess {
  link: readonly LinkParty[];
  user?: 'user' | readonly Role[];
  /**
   * A multipart call whose spec client sends the link token in the form's `Token` field, not as the bearer:
   * without an Authorization header the handler checks that token (the same checks, the same 401).
   */
  formToken?: true;
}

/**
 * Who may call a route (docs/access.md, docs/accounts.md, docs/external-parties.md). Closed unless a route says otherwise.
 * - public: no session is read
 * - optional: a session is read when one is sent, of any kind
 * - anySession: a session of any kind (pending, first-time, full)
 * - pending: only a session awaiting its one-time code
 * - user: a full session, any role
 * - Role[]: a full session of one of these roles
 * - LinkAccess: an external party's link token (and, if it says so, a signed-in user)
 */
export type Access = 'public' | 'optional' | 'anySession' | 'pending' | 'user' | readonly Role[] | LinkAccess;

export const isLinkAccess = (access: Access): access is LinkAccess =>
  typeof access === 'object' && !Array.isArray(access) && 'link' in access;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One API call, declared once: the server registers its handler against it, the web calls it through
 * it, and the route-table test walks it. Paths are relative to `/api`, with `:name` parameters.
 */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Grouping in the OpenAPI document. */
  tag: string;
  summary?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The text fields of a multipart/form-data call (the files stream into storage): the handler parses the
   * fields it received with this schema (NUL bytes and bad values are a 400, the stored files removed).
   */
  multipart?: z.ZodObject;
  /**
   * The JSON answer; `file` for a streamed download (the handler sends it itself); absent when the
   * answer is not described (e.g. health checks).
   */
  answer?: z.ZodType | 'file';
  /** Answered 202 Accepted (the work is done later, e.g. a prepared extract), not 200. */
  accepted?: true;
  /** The sign-in rate limit (per IP) applies. */
  authRateLimited?: boolean;
  /** Registered only in demo mode, for loopback clients (docs/mail.md). */
  demoOnly?: boolean;
  /**
   * Still answered when the server sheds load (health and what signing in needs): cheap or rate limited,
   * and signing in while the portal is busy matters more than the call refused instead.
   */
  alwaysAnswered?: boolean;
}

/** Keeps the literal types of a route so handlers and fetchers are typed from it. */
export const route = <const R extends RouteSpec>(spec: R): R => spec;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler sees: the parsed parameters, query and body. */
export type ParsedParams<R extends RouteSpec> = Out<R['params']>;
export type ParsedQuery<R extends RouteSpec> = Out<R['query']>;
export type ParsedBody<R extends RouteSpec> = Out<R['body']>;
export type ParsedFields<R extends RouteSpec> = Out<R['multipart']>;

/** What the web sends. */
export type CallInput<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query: z.input<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: undefined });

/** What the handler returns (before serialisation) and what the web receives (after). */
export type HandlerAnswer<R extends RouteSpec> = R['answer'] extends z.ZodType ? In<R['answer']> : unknown;
export type Answer<R extends RouteSpec> = R['answer'] extends z.ZodType ? Out<R['answer']> : unknown;

/** The concrete path of a call: `:name` replaced by the encoded parameter. */
export function pathOf(spec: Pick<RouteSpec, 'path'>, params?: Record<string, unknown>): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
