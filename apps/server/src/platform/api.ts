import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  type Access,
  type Api,
  type HandlerAnswer,
  type Language,
  type LinkAccess,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteName,
  type RouteSpec,
} from '@portal/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from './storage';
import type { Actor } from './audit';
import { actorOf, type AuthContext, type LinkContext } from './auth';
import { requestLanguage } from './i18n';

/** The session a handler gets: none on public calls, maybe one on optional calls, else a full one. */
export type AuthFor<A extends Access> = A extends 'public'
  ? null
  : A extends 'optional'
    ? AuthContext | null
    : A extends LinkAccess
      ? A extends { user: unknown }
        ? AuthContext | null
        : null
      : AuthContext;

/**
 * The external party's link: set on link calls (when not answered for a signed-in user, and unless the
 * handler reads the token from its form), else null.
 */
export type LinkFor<A extends Access> = A extends LinkAccess
  ? A extends { user: unknown } | { formToken: true }
    ? LinkContext | null
    : LinkContext
  : null;

/** Everything a handler (and the command it calls) needs, typed by its route (issue 8 §3). */
export interface CallContext<R extends RouteSpec> {
  params: ParsedParams<R>;
  query: ParsedQuery<R>;
  body: ParsedBody<R>;
  auth: AuthFor<R['access']>;
  link: LinkFor<R['access']>;
  db: Db;
  config: Config;
  storage: Storage;
  /** Who acts, for the audit log. */
  actor: Actor;
  /** The caller's language (Accept-Language). */
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a command (one state change or read of a feature, one file each) takes besides its typed input:
 * handlers pass their call context, which has all of it.
 */
export interface CommandContext {
  db: Db;
  config: Config;
  actor: Actor;
  lang: Language;
}
/** A command's context with the signed-in caller. */
export interface SignedInContext extends CommandContext {
  auth: AuthContext;
}

type Result<R extends RouteSpec> = HandlerAnswer<R> | FastifyReply;
export type Handler<R extends RouteSpec> = (ctx: CallContext<R>) => Promise<Result<R>> | Result<R>;

/** One handler per call of the route table; a call without a handler fails type-check. */
export type Handlers = { [N in RouteName]: Handler<Api[N]> };
/** A feature's part of the handler map. */
export type FeatureHandlers<N extends RouteName> = { [K in N]: Handler<Api[K]> };

/** Registers every call of the contract's route table with its handler (access, schemas, rate limit). */
export function registerApi(instance: FastifyInstance, handlers: Handlers): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(API) as RouteName[]) {
    const spec: RouteSpec = API[name];
    if (spec.demoOnly && !app.config.demo) continue;
    const handler = handlers[name] as Handler<RouteSpec>;
    const rateLimit = spec.authRateLimited
      ? { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } }
      : {};
    app.route({
      method: spec.method,
      url: spec.path,
      config: { access: spec.access, alwaysAnswered: spec.alwaysAnswered === true, ...rateLimit },
      schema: {
        tags: [spec.tag],
        ...(spec.summary ? { summary: spec.summary } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.answer && spec.answer !== 'file'
          ? { response: { [spec.accepted ? 202 : 200]: spec.answer } }
          : {}),
      },
      handler: (request, reply) => {
        if (spec.accepted) reply.code(202);
        return handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          auth: request.auth as never,
          link: request.link as never,
          db: app.db,
          config: app.config,
          storage: app.storage,
          get actor() {
            return actorOf(request);
          },
          get lang() {
            return requestLanguage(request);
          },
          request,
          reply,
        });
      },
    });
  }
}
