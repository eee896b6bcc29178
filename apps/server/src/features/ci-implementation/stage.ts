import { eq } from 'drizzle-orm';
import { ciRank, isCiStage, statusKey, toLanguage, type Role } from '@portal/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/audit';
import { t, type Vars } from '../../platform/i18n';
import { projectPageLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { notify, validationTeam } from '../../platform/notifications';
import { changeStatus, type ProjectRecord } from '../projects/core';

/**
 * The CI stage's status moves (DESIGN §4): Project Approved → Offers Received → Order Intake →
 * Notification of Technical Completion → Notification of Site Compliance, forward only (an offer after the
 * order changes nothing). Each event notifies the Validation Center team; a move also mails the
 * originator. All of it in the caller's transaction.
 */

/** Moves the project to `target` when that is further on in the CI stage; says whether it moved. */
export async function advanceTo(
  tx: DbOrTx,
  project: ProjectRecord,
  target: number,
  actor: Actor,
  note: string,
): Promise<boolean> {
  if (!isCiStage(project.statusId) || ciRank(target) <= ciRank(project.statusId)) return false;
  await changeStatus(tx, project.id, target, actor, note);
  return true;
}

export interface CiEvent {
  /** `notification.<template>` */
  notification: string;
  /** `ciEvent.<event>`: the mail's first line when the status moved. */
  mailEvent: string;
  vars: Vars;
  /** Who caused it, as the notification list shows it. */
  byRole: Role | string;
  byName: string;
  /** The status reached, when the event moved the project. */
  movedTo: number | null;
}

export async function tellCiEvent(
  tx: DbOrTx,
  config: Config,
  project: ProjectRecord,
  event: CiEvent,
  exceptUserId?: number,
): Promise<void> {
  const vars: Vars = { projectCode: project.uniqueCode, siteName: project.siteName, ...event.vars };
  await notify(
    tx,
    (await validationTeam(tx)).filter((r) => r.id !== exceptUserId),
    {
      projectId: project.id,
      siteName: project.siteName,
      projectUniqueId: project.uniqueCode,
      role: event.byRole,
      userName: event.byName,
      template: event.notification,
      vars,
    },
  );
  if (event.movedTo === null || !project.originatorUserId) return;
  const [originator] = await tx.select().from(users).where(eq(users.id, project.originatorUserId));
  if (!originator || originator.status !== 'accepted') return;
  const lang = toLanguage(originator.language);
  await enqueueMail(tx, {
    to: originator.email,
    lang,
    template: 'ciStatusChanged',
    vars: {
      firstName: originator.firstName,
      projectCode: project.uniqueCode,
      siteName: project.siteName,
      status: t(lang, statusKey(event.movedTo)),
      event: t(lang, `ciEvent.${event.mailEvent}`, vars),
      link: projectPageLink(config, project.id),
    },
  });
}
