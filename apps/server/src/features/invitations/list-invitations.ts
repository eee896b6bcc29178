import { desc, eq } from 'drizzle-orm';
import type { Invitation } from '@portal/contract';
import { invitations } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { forbidden } from '../../platform/errors';
import { canInviteArcad } from '../../platform/policy';
import { visibleProject } from '../projects/record';
import { answersOf } from './invitation-answer';

/** GET /projects/invitations/:projectId: newest first. */
export async function projectInvitations(ctx: SignedInContext, projectId: number): Promise<Invitation[]> {
  const { db, auth } = ctx;
  await visibleProject(db, auth, projectId);
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.projectId, projectId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return answersOf(db, rows);
}

/** GET /projects/arcadinvitations: newest first. */
export async function arcadInvitations(ctx: SignedInContext): Promise<Invitation[]> {
  const { db, auth } = ctx;
  if (!canInviteArcad(auth)) throw forbidden();
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.party, 'arcad'))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return answersOf(db, rows);
}
