import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Role } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, users, type SessionKind } from '../db/schema';
import { randomToken, sha256 } from './crypto';
import { SessionCache, sessionChanges } from './session-cache';
import { forbidden, HttpError, unauthorized } from './errors';
import type { Actor } from './audit';

/** Who may call a route: declared per call in the contract's route table (closed by default). */
export type { Access };

export interface AuthContext {
  sessionId: string;
  kind: SessionKind;
  userId: number;
  email: string;
  firstName: string;
  role: Role;
  projectRole: string | null;
  language: string;
  /** The device the session was started on (trusted once its one-time code is right). */
  deviceName: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answered even when load is shed (the route table's `alwaysAnswered`). */
    alwaysAnswered?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Session policy (DESIGN §5). */
export const SESSION = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  pendingMs: 15 * 60_000,
  touchEveryMs: 60_000,
} as const;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/** Starts a session and returns its clear token (the database keeps its hash only). */
export async function createSession(
  tx: DbOrTx,
  userId: number,
  kind: SessionKind,
  meta: { deviceName?: string; ip?: string },
): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const lifetime = kind === 'pending' ? SESSION.pendingMs : SESSION.absoluteMs;
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      kind,
      deviceName: meta.deviceName ?? '',
      ip: meta.ip ?? '',
      expiresAt: new Date(Date.now() + lifetime),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export async function revokeSession(tx: DbOrTx, sessionId: string): Promise<void> {
  sessionChanges.emit('session', sessionId);
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Revokes every session of the user except `keep` (after a password change or reset). */
export async function revokeUserSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  sessionChanges.emit('user', userId, keep);
  const others = keep ? sql`${sessions.id} <> ${keep}` : sql`true`;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}

type FoundSession = AuthContext & { lastSeenAt: Date; expiresAt: Date };

async function findSession(db: DbOrTx, tokenHash: string): Promise<FoundSession | null> {
  const statement = prepared(db, 'auth_find_session', (d) =>
    d
      .select({
        sessionId: sessions.id,
        kind: sessions.kind,
        deviceName: sessions.deviceName,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        role: users.role,
        projectRole: users.projectRole,
        language: users.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION.idleMs / 1000})`),
          eq(users.status, 'accepted'),
        ),
      )
      .limit(1)
      .prepare('auth_find_session'),
  );
  const [row] = await statement.execute({ tokenHash });
  return row ? { ...row, role: row.role as Role } : null;
}

/** The actor of the request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.auth?.userId ?? null, email: request.auth?.email ?? '', ip: request.ip };
}

/** API routes are closed unless they say otherwise; the SPA's files and the API documentation are open. */
function defaultAccess(routeUrl: string | undefined): Access {
  const url = (routeUrl ?? '').toLowerCase();
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'user' : 'public';
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  const cache = new SessionCache<FoundSession>(app.config.sessionCacheMs, SESSION.idleMs);
  app.addHook('onClose', async () => cache.close());

  app.addHook('onRequest', async (request) => {
    const access: Access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url);
    if (access === 'public') return;
    const token = bearerToken(request);
    const tokenHash = token ? sha256(token) : undefined;
    let session = tokenHash ? (cache.get(tokenHash) ?? null) : null;
    if (!session && tokenHash) {
      session = await findSession(app.db, tokenHash);
      if (session) cache.set(tokenHash, session);
    }
    if (!session) {
      if (access === 'optional') return;
      throw unauthorized('error.sessionExpired');
    }
    const { lastSeenAt, expiresAt: _expiresAt, ...auth } = session;
    request.auth = auth;
    if (Date.now() - lastSeenAt.getTime() > SESSION.touchEveryMs) {
      // Sliding expiry without a write on every request.
      session.lastSeenAt = new Date();
      await app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(eq(sessions.id, auth.sessionId), lt(sessions.lastSeenAt, sql`now() - interval '30 seconds'`)),
        );
    }
    if (access === 'optional' || access === 'anySession') return;
    if (access === 'pending') {
      if (auth.kind !== 'pending') throw forbidden();
      return;
    }
    if (auth.kind !== 'full') throw new HttpError(403, 'error.sessionIncomplete');
    if (Array.isArray(access) && !access.includes(auth.role)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
