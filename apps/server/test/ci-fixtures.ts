import { theRow } from '../src/db/client';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@portal/contract';
import { ciImplementations, projects, projectStatusHistory } from '../src/db/schema';
import { createUser, lastMail, linkFrom, post, signIn, uniqueEmail, type TestContext } from './helpers';

/**
 * Helpers of the CI, invitation and ARCAD tests: signed-in users, invited parties with their mailed links, and
 * the project rows the CI stage moves.
 */

export const CITROEN = 1;
export const PEUGEOT = 2;
/** The answer to a link that is unknown, expired, revoked or for another page. */
export const LINK_INVALID = 'Incorrect URL copied or Session has expired.';
export const REQUIRED = 'Please enter all required fields';

export interface SignedInUser {
  id: number;
  email: string;
  token: string;
}

/** An accepted user of this role (France and Peugeot unless told) signed in through the real calls. */
export async function signedInUser(
  ctx: TestContext,
  role: Role,
  { markets = ['FR'], brandIds = [PEUGEOT] }: { markets?: string[]; brandIds?: number[] } = {},
): Promise<SignedInUser> {
  const user = await createUser(ctx, { role, markets, brandIds });
  return { id: user.id, email: user.email, token: await signIn(ctx, user.email) };
}

/** The link token in the newest mail to this address. */
export async function mailedToken(ctx: TestContext, email: string) {
  const token = linkFrom((await lastMail(ctx, email)).text).searchParams.get('token');
  if (!token) throw new Error(`no token in the last mail to ${email}`);
  return token;
}

export interface PartyLink {
  token: string;
  email: string;
  invitationId: number;
}

/**
 * Invites a party through POST projects/invitations as `by` (Name 'Party' and a fresh Email unless the body
 * says otherwise) and returns the mailed link.
 */
export async function inviteParty(
  ctx: TestContext,
  by: string,
  body: Record<string, unknown>,
): Promise<PartyLink> {
  const email = typeof body.Email === 'string' ? body.Email : uniqueEmail('party');
  const res = await post(ctx, '/projects/invitations', { Name: 'Party', ...body, Email: email }, by);
  expect(res.statusCode, res.body).toBe(200);
  return { token: await mailedToken(ctx, email), email, invitationId: res.json().invitationId };
}

/** Invites an ARCAD party through POST projects/arcadinvitations as `by` and returns the mailed link. */
export async function inviteArcadParty(
  ctx: TestContext,
  by: string,
  email = uniqueEmail('arcad'),
): Promise<PartyLink> {
  const res = await post(ctx, '/projects/arcadinvitations', { Name: 'Arc Party', Email: email }, by);
  expect(res.statusCode, res.body).toBe(200);
  const stored = email.toLowerCase();
  return { token: await mailedToken(ctx, stored), email: stored, invitationId: res.json().invitationId };
}

export const statusOf = async (ctx: TestContext, projectId: number) =>
  theRow(await ctx.database.db.select().from(projects).where(eq(projects.id, projectId)), 'the project')
    .statusId;

/** The project's CI record (undefined until the originator submits). */
export const ciRecordOf = async (ctx: TestContext, projectId: number) =>
  (
    await ctx.database.db.select().from(ciImplementations).where(eq(ciImplementations.projectId, projectId))
  )[0];

/** The project's status history, oldest first. */
export const historyOf = (ctx: TestContext, projectId: number) =>
  ctx.database.db
    .select()
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, projectId))
    .orderBy(asc(projectStatusHistory.id));
