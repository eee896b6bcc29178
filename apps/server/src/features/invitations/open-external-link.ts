import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ExternalLink } from '@portal/contract';
import { invitations, projects } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { CommandContext } from '../../platform/api';
import type { LinkContext } from '../../platform/auth';
import { brandNameOf } from './invitation-answer';

/** GET /projects/externallink: what the link opens; the first call marks the invitation opened. */
export async function openExternalLink(ctx: CommandContext, link: LinkContext): Promise<ExternalLink> {
  const { db, actor } = ctx;
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
