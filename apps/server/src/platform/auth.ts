import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLinkAccess, type Access, type LinkAccess, type LinkParty, type Role } from '@portal/contract';
import { theRow, type DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { invitations, linkTokens, sessions, users, type SessionKind } from '../db/schema';
import { randomToken, sha256 } from './crypto';
import { SessionCache, sessionChanges } from './session-cache';
import { announceSessionChange } from './session-changes';
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

/** What an external party's link token opens (docs/external-parties.md): its invitation, project and brand. */
export interface LinkContext {
  invitationId: number;
  party: LinkParty;
  projectId: number | null;
  brandId: number | null;
  email: string;
  name: string;
  /** Its form was submitted: readable, but accepts nothing more. */
  readOnly: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answered even when load is shed (the route table's `alwaysAnswered`). */
    alwaysAnswered?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    link: LinkContext | null;
  }
}

/** Session policy (docs/accounts.md). */
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
  const row = theRow(
    await tx
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        userId,
        kind,
        deviceName: meta.deviceName ?? '',
        ip: meta.ip ?? '',
        expiresAt: new Date(Date.now() + lifetime),
      })
      .returning({ id: sessions.id }),
    'the new session',
  );
  return { token, sessionId: row.id };
}

export async function revokeSession(tx: DbOrTx, sessionId: string): Promise<void> {
  sessionChanges.emit('session', sessionId);
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
  await announceSessionChange(tx, { session: sessionId });
}

/** Revokes every session of the user except `keep` (after a password change or reset). */
export async function revokeUserSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  sessionChanges.emit('user', userId, keep);
  const others = keep ? sql`${sessions.id} <> ${keep}` : sql`true`;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
  await announceSessionChange(tx, { user: userId, keep });
}

/** Revokes the user's sessions still waiting for a one-time code (the account's sign-in was locked). */
export async function revokePendingSessions(tx: DbOrTx, userId: number): Promise<void> {
  sessionChanges.emit('user', userId, undefined);
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'pending'), isNull(sessions.revokedAt)));
  await announceSessionChange(tx, { user: userId });
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

/**
 * The live link of an external party for one of `parties`: not expired, not revoked (token or invitation).
 * A signed-in session's token is never found here (another table), nor a link token among the sessions.
 */
async function findPartyLink(
  db: DbOrTx,
  tokenHash: string,
  parties: readonly LinkParty[],
): Promise<LinkContext | null> {
  const [row] = await db
    .select({
      invitationId: invitations.id,
      party: invitations.party,
      projectId: invitations.projectId,
      brandId: invitations.brandId,
      email: invitations.email,
      name: invitations.name,
      submittedAt: invitations.submittedAt,
      purpose: linkTokens.purpose,
    })
    .from(linkTokens)
    .innerJoin(invitations, eq(invitations.id, linkTokens.partyId))
    .where(
      and(
        eq(linkTokens.tokenHash, tokenHash),
        isNull(linkTokens.revokedAt),
        gt(linkTokens.expiresAt, sql`now()`),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  if (!row || row.purpose !== row.party || !parties.includes(row.party)) return null;
  const { submittedAt, purpose: _purpose, ...link } = row;
  // An ARCAD party may send further location files until its link expires; the others submit once.
  return { ...link, readOnly: submittedAt !== null && link.party !== 'arcad' };
}

/**
 * A `formToken` call sent without an Authorization header: the link token of its form, checked as the
 * bearer's would be (live, its party's, the invitation not revoked), else the same 401. Sets the request's
 * link, so the audit names it.
 */
export async function linkFromFormToken(
  request: FastifyRequest,
  access: LinkAccess,
  token: string,
): Promise<LinkContext> {
  const link = token ? await findPartyLink(request.server.db, sha256(token), access.link) : null;
  if (!link) throw unauthorized('link.invalid');
  request.link = link;
  return link;
}

const isForm = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/** The actor of the request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth?.userId ?? null,
    email: request.auth?.email ?? request.link?.email ?? '',
    ip: request.ip,
  };
}

/** API routes are closed unless they say otherwise; the SPA's files and the API documentation are open. */
function defaultAccess(routeUrl: string | undefined): Access {
  const url = (routeUrl ?? '').toLowerCase();
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'user' : 'public';
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('link', null);
  const cache = new SessionCache<FoundSession>(app.config.sessionCacheMs, SESSION.idleMs);
  app.addHook('onClose', async () => cache.close());

  /** The signed-in session of the token (cache first), its sliding expiry touched now and then. */
  async function signedIn(
    request: FastifyRequest,
    tokenHash: string | undefined,
  ): Promise<AuthContext | null> {
    let session = tokenHash ? (cache.get(tokenHash) ?? null) : null;
    if (!session && tokenHash) {
      session = await findSession(app.db, tokenHash);
      if (session) cache.set(tokenHash, session);
    }
    if (!session) return null;
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
    return auth;
  }

  /** A full session of one of the roles (all roles for 'user'): 403 otherwise. */
  function requireFull(auth: AuthContext, roles: 'user' | readonly Role[]) {
    if (auth.kind !== 'full') throw new HttpError(403, 'error.sessionIncomplete');
    if (Array.isArray(roles) && !roles.includes(auth.role)) throw forbidden();
  }

  /** A call of an external page: its party's link token, or (where the call says so) a signed-in user. */
  async function linkOrUser(request: FastifyRequest, access: LinkAccess, tokenHash: string | undefined) {
    // The token is in the form, read by the handler (`linkFromFormToken`); anything but a form has none.
    if (!tokenHash && access.formToken && isForm(request)) return;
    if (!tokenHash) throw unauthorized('link.invalid');
    if (access.user) {
      const auth = await signedIn(request, tokenHash);
      if (auth) return requireFull(auth, access.user);
    }
    const link = await findPartyLink(app.db, tokenHash, access.link);
    if (!link) throw unauthorized('link.invalid');
    request.link = link;
  }

  app.addHook('onRequest', async (request) => {
    const access: Access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url);
    if (access === 'public') return;
    const token = bearerToken(request);
    const tokenHash = token ? sha256(token) : undefined;
    if (isLinkAccess(access)) return linkOrUser(request, access, tokenHash);
    const auth = await signedIn(request, tokenHash);
    if (!auth) {
      if (access === 'optional') return;
      throw unauthorized('error.sessionExpired');
    }
    if (access === 'optional' || access === 'anySession') return;
    if (access === 'pending') {
      if (auth.kind !== 'pending') throw forbidden();
      return;
    }
    requireFull(auth, access);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
