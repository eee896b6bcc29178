import { eq } from 'drizzle-orm';
import { STATUS, statusKey, toLanguage, type AttachedMarkups, type Role } from '@portal/contract';
import type { Config } from '../../../config';

type NotifierConfig = Pick<Config, 'publicUrl' | 'helpdeskEmail'>;
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth';
import { statusText, t, type Vars } from '../../../platform/i18n';
import { projectPageLink } from '../../../platform/links';
import { enqueueMail } from '../../../platform/mail';
import { notify, validationTeam } from '../../../platform/notifications';
import { tellSubmission } from '../../design-validation/submission-messages';
import { markupSummary } from '../markups';
import type { ProjectRecord } from '../record';
import type { Transitioned } from './transition';

/**
 * Who hears of a lifecycle event (docs/lifecycle.md, docs/mail.md), written in the event's transaction: the
 * Validation Center team's notifications and the originator's mail, from the language packs. Callers
 * hand over what `transition()` answered with what the event carries (a comment, a brand).
 */

/** A CI party's deed: it notifies the team whether or not the status moved (an invoice moves nothing). */
export interface CiNews {
  /** `notification.<template>` */
  notification: string;
  /** `ciEvent.<event>`: the mail's first line when the status moved. */
  mailEvent: string;
  vars: Vars;
  /** Who caused it, as the notification list shows it. */
  byRole: Role | string;
  byName: string;
}

export type LifecycleNews =
  | {
      about: 'decision';
      done: Transitioned;
      by: Pick<AuthContext, 'userId' | 'role' | 'email'>;
      comment: string;
      /** The markups attached to the comment, per document version (docs/review.md). */
      markups?: AttachedMarkups[];
    }
  | {
      about: 'submission';
      done: Transitioned;
      by: Pick<AuthContext, 'userId' | 'role'>;
      resubmission: boolean;
      at: Date;
    }
  | { about: 'adminRefusal'; done: Transitioned }
  | {
      about: 'ciStage';
      project: ProjectRecord;
      /** The transition, when the deed moved the status. */
      done: Transitioned | null;
      news: CiNews;
      /** Not notified: the signed-in author. */
      exceptUserId?: number;
    };

export async function tellLifecycle(tx: DbOrTx, config: NotifierConfig, news: LifecycleNews): Promise<void> {
  switch (news.about) {
    case 'decision':
      return tellDecision(tx, config, news.done, news.by, news.comment, news.markups ?? []);
    case 'submission':
      return tellSubmission(tx, config, {
        project: news.done.project,
        auth: news.by,
        documented: news.done.to === STATUS.documented,
        resubmission: news.resubmission,
        at: news.at,
      });
    case 'adminRefusal':
      return tellAdminRefusal(tx, config, news.done);
    case 'ciStage':
      return tellCiDeed(tx, config, news.project, news.news, news.done, news.exceptUserId);
  }
}

/** The VC team's bell (not the author's) and a mail to the originator with the decision and its comment. */
async function tellDecision(
  tx: DbOrTx,
  config: NotifierConfig,
  done: Transitioned,
  by: Pick<AuthContext, 'userId' | 'role' | 'email'>,
  comment: string,
  markups: AttachedMarkups[],
): Promise<void> {
  const { project, event } = done;
  const [author] = await tx
    .select({ firstName: users.firstName, surName: users.surName })
    .from(users)
    .where(eq(users.id, by.userId));
  const team = (await validationTeam(tx)).filter((r) => r.id !== by.userId);
  await notify(tx, team, {
    projectId: project.id,
    siteName: project.siteName,
    projectUniqueId: project.uniqueCode,
    role: by.role,
    userName: author ? `${author.firstName} ${author.surName}`.trim() : by.email,
    template: event,
    // Each reader reads the markups' count in its own language.
    vars: (lang) => ({
      projectCode: project.uniqueCode,
      siteName: project.siteName,
      markups: markups.length ? ` ${markupSummary(lang, markups)}.` : '',
    }),
  });
  const originator = await mailableOriginator(tx, project);
  if (!originator) return;
  const lang = toLanguage(originator.language);
  await enqueueMail(tx, {
    to: originator.email,
    lang,
    template: event,
    vars: {
      firstName: originator.firstName,
      siteName: project.siteName,
      city: project.city,
      projectCode: project.uniqueCode,
      comment: comment || t(lang, 'review.noComment'),
      link: projectPageLink(config, project.id),
      markups: markups.length
        ? `\n\n${t(lang, 'markups.mail.attached', { summary: markupSummary(lang, markups) })}`
        : '',
    },
  });
}

/** The admin's refusal of an approved project: the originator is mailed (spec 001 §4). */
async function tellAdminRefusal(tx: DbOrTx, config: NotifierConfig, done: Transitioned): Promise<void> {
  const { project } = done;
  const [originator] = project.originatorUserId
    ? await tx.select().from(users).where(eq(users.id, project.originatorUserId))
    : [];
  if (!originator) return;
  const lang = toLanguage(originator.language);
  await enqueueMail(tx, {
    to: originator.email,
    lang,
    template: 'projectRefusedByAdmin',
    vars: {
      firstName: originator.firstName,
      projectCode: project.uniqueCode,
      siteName: project.siteName,
      city: project.city,
      fromStatus: statusText(lang, done.from),
      toStatus: statusText(lang, done.to),
      helpdesk: config.helpdeskEmail,
    },
  });
}

/** A CI party's deed: the team's bell; when it moved the status, the originator's mail. */
async function tellCiDeed(
  tx: DbOrTx,
  config: NotifierConfig,
  project: ProjectRecord,
  news: CiNews,
  done: Transitioned | null,
  exceptUserId?: number,
): Promise<void> {
  const vars: Vars = { projectCode: project.uniqueCode, siteName: project.siteName, ...news.vars };
  await notify(
    tx,
    (await validationTeam(tx)).filter((r) => r.id !== exceptUserId),
    {
      projectId: project.id,
      siteName: project.siteName,
      projectUniqueId: project.uniqueCode,
      role: news.byRole,
      userName: news.byName,
      template: news.notification,
      vars,
    },
  );
  if (!done?.moved) return;
  const originator = await mailableOriginator(tx, project);
  if (!originator) return;
  const lang = toLanguage(originator.language);
  await enqueueMail(tx, {
    to: originator.email,
    lang,
    template: 'ciStatusChanged',
    vars: {
      firstName: originator.firstName,
      projectCode: project.uniqueCode,
      siteName: project.siteName,
      status: t(lang, statusKey(done.to)),
      event: t(lang, `ciEvent.${news.mailEvent}`, vars),
      link: projectPageLink(config, project.id),
    },
  });
}

/** The project's originator when there is one to mail: an account that was accepted (not pending or refused). */
async function mailableOriginator(tx: DbOrTx, project: { originatorUserId: number | null }) {
  if (!project.originatorUserId) return null;
  const [originator] = await tx.select().from(users).where(eq(users.id, project.originatorUserId));
  return originator?.status === 'accepted' ? originator : null;
}
