import { eq } from 'drizzle-orm';
import { toLanguage, type MessageBody } from '@portal/contract';
import { projects } from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { lockProjectByCode } from './project-by-code';
import { validOriginator } from './valid-originator';

/** POST Users/MapUser: the project gets a new originator, who is mailed; one transaction with the audit row. */
export async function mapOriginator(
  { db, config, actor, lang }: CommandContext,
  body: { ProjectUniqueId: string; Email: string },
): Promise<MessageBody> {
  return db.transaction(async (tx) => {
    const project = await lockProjectByCode(tx, body.ProjectUniqueId);
    const originator = await validOriginator(tx, body.Email);
    if (!originator) throw refused('admin.originatorInvalid');
    await tx
      .update(projects)
      .set({ originatorUserId: originator.id, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
    await enqueueMail(tx, {
      to: originator.email,
      lang: toLanguage(originator.language),
      template: 'originatorMapped',
      vars: {
        firstName: originator.firstName,
        projectCode: project.uniqueCode,
        siteName: project.siteName,
        city: project.city,
        link: portalLink(config, 'login'),
      },
    });
    await audit(tx, actor, 'adminTask.mapOriginator', 'project', project.id, {
      uniqueCode: project.uniqueCode,
      fromUserId: project.originatorUserId,
      toUserId: originator.id,
    });
    return { statusCode: 200, message: t(lang, 'admin.originatorMapped') };
  });
}
