import type { Api, Invitation, ParsedBody } from '@portal/contract';
import { theRow } from '../../db/client';
import { invitations } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { forbidden } from '../../platform/errors';
import { canInviteArcad } from '../../platform/policy';
import { answerOf } from './invitation-answer';
import { sendLink } from './invitation-links';

/** POST /projects/arcadinvitations: an ARCAD party (no project), invited by the Validation Center team. */
export async function inviteArcadParty(
  ctx: SignedInContext,
  body: ParsedBody<Api['inviteArcadParty']>,
): Promise<Invitation> {
  const { db, config, auth, actor, lang } = ctx;
  if (!canInviteArcad(auth)) throw forbidden();
  return db.transaction(async (tx) => {
    const row = theRow(
      await tx
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
        .returning(),
      'the new invitation',
    );
    await sendLink(tx, config, lang, auth, null, row);
    await audit(tx, actor, 'invitations.invite', 'invitation', row.id, {
      party: 'arcad',
      email: row.email,
    });
    return answerOf(tx, row);
  });
}
