import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BRANDS,
  isCiBrand,
  isCiStage,
  type ExternalLink,
  type Invitation,
  type InvitationState,
  type Language,
  type LinkParty,
  type MessageBody,
  type ParsedBody,
  type Api,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { invitations, linkTokens, projects } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext, LinkContext } from '../../platform/auth';
import { badRequest, forbidden, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { issueLinkToken, LINK_LIFETIME_MS } from '../../platform/link-tokens';
import { INVITATION_TEMPLATE, invitationLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { can, canInviteArcad, mayChangeWhilePaused, type ProjectAction } from '../../platform/policy';
import { lockProject, visibleProject, type ProjectRecord } from '../projects/core';

/**
 * Invitations of external parties (DESIGN §6; issue 11 §2): VC or the project's originator invites a
 * supplier per brand and the download recipient, VC an auditor. Each invitation is one row plus its live
 * link token (hashed, 30 days); a re-send replaces the token, a revocation kills both. The clear token
 * only ever goes into the mail: no answer and no audit row carries it.
 */

type InvitationRow = typeof invitations.$inferSelect;
type TokenRow = typeof linkTokens.$inferSelect;
type Inviter = Pick<AuthContext, 'userId' | 'role' | 'email' | 'firstName'>;

/** The policy action that lets a caller invite (revoke, re-send) a party. */
const ACTION_OF: Record<LinkParty, ProjectAction | null> = {
  supplier: 'inviteSupplier',
  download: 'inviteSupplier',
  auditor: 'inviteAuditor',
  arcad: null,
};

const brandNameOf = (brandId: number | null) => BRANDS.find((b) => b.id === brandId)?.name ?? '';

/** 403 unless the caller may invite this party on this project (the project is already in scope). */
function mayInvite(auth: Inviter, party: LinkParty, project: ProjectRecord): void {
  const action = ACTION_OF[party];
  if (!action || !can(auth, action, project)) throw forbidden();
}

/** A new link token for the invitation, mailed to the party. */
async function sendLink(
  tx: DbOrTx,
  config: Config,
  lang: Language,
  inviter: Inviter,
  project: ProjectRecord | null,
  invitation: InvitationRow,
): Promise<void> {
  const token = await issueLinkToken(tx, invitation.party, {
    email: invitation.email,
    projectId: invitation.projectId,
    partyId: invitation.id,
    brandId: invitation.brandId,
  });
  // The party has no account and so no known language: the mail goes out in the inviter's language
  // (the one the inviter works in when inviting), which is the language of their project.
  await enqueueMail(tx, {
    to: invitation.email,
    lang,
    template: INVITATION_TEMPLATE[invitation.party],
    vars: {
      firstName: invitation.name,
      inviterName: inviter.firstName ? `${inviter.firstName} (${inviter.email})` : inviter.email,
      siteName: project?.siteName ?? '',
      projectCode: project?.uniqueCode ?? '',
      brandName: brandNameOf(invitation.brandId),
      days: String(Math.round(LINK_LIFETIME_MS[invitation.party] / 86_400_000)),
      link: invitationLink(
        config,
        {
          party: invitation.party,
          invitationId: invitation.id,
          projectId: project?.id ?? null,
          originatorUserId: project?.originatorUserId ?? null,
          brandId: invitation.brandId,
          email: invitation.email,
        },
        token,
      ),
    },
  });
}

/** The invitation as answered, its state computed from its dates and its latest token. */
function toInvitation(row: InvitationRow, latest: TokenRow | undefined, now = Date.now()): Invitation {
  const expiresAt = latest?.expiresAt ?? row.lastSentAt;
  const state: InvitationState = row.revokedAt
    ? 'revoked'
    : row.submittedAt
      ? 'submitted'
      : expiresAt.getTime() <= now
        ? 'expired'
        : row.openedAt
          ? 'opened'
          : 'sent';
  return {
    invitationId: row.id,
    projectId: row.projectId,
    party: row.party,
    brandId: row.brandId,
    brandName: brandNameOf(row.brandId),
    name: row.name,
    email: row.email,
    state,
    invitedBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: (latest?.createdAt ?? row.lastSentAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The latest token of each invitation (the one its state and dates come from). */
async function latestTokens(db: DbOrTx, rows: InvitationRow[]): Promise<Map<number, TokenRow>> {
  const latest = new Map<number, TokenRow>();
  if (!rows.length) return latest;
  const tokens = await db
    .select()
    .from(linkTokens)
    .where(
      and(
        inArray(
          linkTokens.partyId,
          rows.map((r) => r.id),
        ),
        inArray(linkTokens.purpose, [...new Set(rows.map((r) => r.party))]),
      ),
    );
  const partyOf = new Map(rows.map((r) => [r.id, r.party]));
  for (const token of tokens) {
    if (token.partyId === null || partyOf.get(token.partyId) !== token.purpose) continue;
    const seen = latest.get(token.partyId);
    const newer =
      !seen ||
      token.createdAt > seen.createdAt ||
      (token.createdAt.getTime() === seen.createdAt.getTime() && token.expiresAt > seen.expiresAt);
    if (newer) latest.set(token.partyId, token);
  }
  return latest;
}

async function answerOf(db: DbOrTx, row: InvitationRow): Promise<Invitation> {
  return toInvitation(row, (await latestTokens(db, [row])).get(row.id));
}

/** POST /projects/invitations */
export async function inviteParty(
  db: Db,
  config: Config,
  auth: AuthContext,
  body: ParsedBody<Api['inviteParty']>,
  actor: Actor,
  lang: Language,
): Promise<Invitation> {
  await visibleProject(db, auth, body.ProjectId);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, body.ProjectId);
    if (!project) throw notFound();
    mayInvite(auth, body.Party, project);
    if (!project.isEnabled && !mayChangeWhilePaused(auth)) throw refused('project.paused');
    // Parties are invited in any status of the CI stage (the lifecycle table's), Project Approved on.
    if (!isCiStage(project.statusId)) throw refused('invitation.notApproved');
    const brandId = body.BrandId ?? null;
    if (body.Party === 'supplier') {
      if (brandId === null)
        throw badRequest('invitation.brandRequired', { BrandId: 'invitation.brandRequired' });
      if (!project.brandIds.includes(brandId))
        throw badRequest('invitation.brandNotInProject', { BrandId: 'invitation.brandNotInProject' });
      if (!isCiBrand(brandId))
        throw badRequest('ciImplementation.notCiBrand', { BrandId: 'ciImplementation.notCiBrand' });
      const [live] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.projectId, project.id),
            eq(invitations.party, 'supplier'),
            eq(invitations.brandId, brandId),
            isNull(invitations.revokedAt),
          ),
        )
        .limit(1);
      if (live) throw refused('invitation.supplierExists');
    } else if (brandId !== null) {
      throw badRequest('invitation.brandNotAllowed', { BrandId: 'invitation.brandNotAllowed' });
    }
    const [row] = await tx
      .insert(invitations)
      .values({
        projectId: project.id,
        party: body.Party,
        brandId,
        name: body.Name,
        email: body.Email,
        createdByUserId: auth.userId,
        createdByEmail: auth.email,
      })
      .returning();
    await sendLink(tx, config, lang, auth, project, row!);
    await audit(tx, actor, 'invitations.invite', 'invitation', row!.id, {
      projectId: project.id,
      party: row!.party,
      brandId,
      email: row!.email,
    });
    return answerOf(tx, row!);
  });
}

/** GET /projects/invitations/:projectId: newest first. */
export async function projectInvitations(
  db: Db,
  auth: AuthContext,
  projectId: number,
): Promise<Invitation[]> {
  await visibleProject(db, auth, projectId);
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.projectId, projectId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const latest = await latestTokens(db, rows);
  const now = Date.now();
  return rows.map((row) => toInvitation(row, latest.get(row.id), now));
}

/**
 * The invitation (locked) and its project, if the caller may invite that party there; 404/403 otherwise.
 * An ARCAD party has no project: the Validation Center team manages it.
 */
async function managedInvitation(tx: DbOrTx, auth: AuthContext, invitationId: number) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for('update');
  if (!row) throw notFound();
  if (row.party === 'arcad') {
    if (!canInviteArcad(auth)) throw notFound();
    return { row, project: null };
  }
  if (row.projectId === null) throw notFound();
  const project = await visibleProject(tx, auth, row.projectId);
  mayInvite(auth, row.party, project);
  if (!project.isEnabled && !mayChangeWhilePaused(auth)) throw refused('project.paused');
  return { row, project };
}

async function revokeTokens(tx: DbOrTx, row: InvitationRow): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(linkTokens.partyId, row.id), eq(linkTokens.purpose, row.party), isNull(linkTokens.revokedAt)),
    );
}

/** POST /projects/invitations/:invitationId/revoke */
export async function revokeInvitation(
  db: Db,
  auth: AuthContext,
  invitationId: number,
  actor: Actor,
  lang: Language,
): Promise<MessageBody> {
  return db.transaction(async (tx) => {
    const { row } = await managedInvitation(tx, auth, invitationId);
    if (row.revokedAt) throw refused('invitation.alreadyRevoked');
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitations.id, row.id));
    await revokeTokens(tx, row);
    await audit(tx, actor, 'invitations.revoke', 'invitation', row.id, {
      projectId: row.projectId,
      party: row.party,
    });
    return { statusCode: 200, message: t(lang, 'invitation.revoked') };
  });
}

/** POST /projects/invitations/:invitationId/resend: a new link (30 days again), the old one dead. */
export async function resendInvitation(
  db: Db,
  config: Config,
  auth: AuthContext,
  invitationId: number,
  actor: Actor,
  lang: Language,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const { row, project } = await managedInvitation(tx, auth, invitationId);
    if (row.revokedAt) throw refused('invitation.resendRevoked');
    if (row.submittedAt) throw refused('invitation.resendSubmitted');
    await revokeTokens(tx, row);
    const [updated] = await tx
      .update(invitations)
      .set({ lastSentAt: sql`now()` })
      .where(eq(invitations.id, row.id))
      .returning();
    await sendLink(tx, config, lang, auth, project, updated!);
    await audit(tx, actor, 'invitations.resend', 'invitation', row.id, {
      projectId: row.projectId,
      party: row.party,
    });
    return answerOf(tx, updated!);
  });
}

/** GET /projects/externallink: what the link opens; the first call marks the invitation opened. */
export async function externalLinkOf(db: Db, link: LinkContext, actor: Actor): Promise<ExternalLink> {
  return db.transaction(async (tx) => {
    const [project] = link.projectId
      ? await tx
          .select({
            siteName: projects.siteName,
            uniqueCode: projects.uniqueCode,
            originatorUserId: projects.originatorUserId,
          })
          .from(projects)
          .where(eq(projects.id, link.projectId))
      : [];
    const opened = await tx
      .update(invitations)
      .set({ openedAt: sql`now()` })
      .where(and(eq(invitations.id, link.invitationId), isNull(invitations.openedAt)))
      .returning({ id: invitations.id });
    if (opened.length)
      await audit(tx, actor, 'invitations.open', 'invitation', link.invitationId, {
        invitationId: link.invitationId,
        projectId: link.projectId,
        party: link.party,
      });
    return {
      party: link.party,
      invitationId: link.invitationId,
      projectId: link.projectId,
      userId: project?.originatorUserId ?? null,
      brandId: link.brandId,
      brandName: brandNameOf(link.brandId),
      projectUniqueId: project?.uniqueCode ?? '',
      siteName: project?.siteName ?? '',
      name: link.name,
      email: link.email,
      readOnly: link.readOnly,
    };
  });
}

/** POST /projects/arcadinvitations: an ARCAD party (no project), invited by the Validation Center team. */
export async function inviteArcadParty(
  db: Db,
  config: Config,
  auth: AuthContext,
  body: ParsedBody<Api['inviteArcadParty']>,
  actor: Actor,
  lang: Language,
): Promise<Invitation> {
  if (!canInviteArcad(auth)) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        projectId: null,
        party: 'arcad',
        brandId: null,
        name: body.Name,
        email: body.Email,
        createdByUserId: auth.userId,
        createdByEmail: auth.email,
      })
      .returning();
    await sendLink(tx, config, lang, auth, null, row!);
    await audit(tx, actor, 'invitations.invite', 'invitation', row!.id, {
      party: 'arcad',
      email: row!.email,
    });
    return answerOf(tx, row!);
  });
}

/** GET /projects/arcadinvitations: newest first. */
export async function arcadInvitations(db: Db, auth: AuthContext): Promise<Invitation[]> {
  if (!canInviteArcad(auth)) throw forbidden();
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.party, 'arcad'))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const latest = await latestTokens(db, rows);
  const now = Date.now();
  return rows.map((row) => toInvitation(row, latest.get(row.id), now));
}
