import { and, eq, ne } from 'drizzle-orm';
import { ROLES, toLanguage, type Language } from '@portal/contract';
import type { Config } from '../../config';
import { readTogether, type DbOrTx } from '../../db/client';
import { markups, users, validationDecisions } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { enqueueMail } from '../../platform/mail';
import { acceptedUsers, notify, validationTeam } from '../../platform/notifications';
import { projectPageLink } from '../../platform/links';
import { t } from '../../platform/i18n';
import { attachedSql, openMarkupCount } from '../projects/markups';
import type { ProjectRecord } from '../projects/record';
import { fullName, personOf, type Person } from './design-records';

/**
 * What a submission tells people (docs/lifecycle.md), written in the submission's transaction: the
 * Validation Center Team's notifications, and the mails: to the originator for a design submitted for
 * validation, to its reviewers for a resubmission (with the markups still open), to every stakeholder
 * (originator, the Retail Location account, the Validation Center Team) for a documented documentation-only
 * project.
 */

export interface Submission {
  project: ProjectRecord;
  auth: Pick<AuthContext, 'userId' | 'role'>;
  documented: boolean;
  /** Submitted again after a refusal (4 or 5). */
  resubmission: boolean;
  at: Date;
}

/** dd/mm/yyyy, as the portal shows dates (spec 001 §9). */
const day = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** " 2 markups of the last review are still open." in `lang`; '' when none. */
const stillOpen = (lang: Language, open: number) =>
  open ? t(lang, open === 1 ? 'markups.stillOpen.one' : 'markups.stillOpen.other', { count: open }) : '';

/**
 * The project's reviewers (docs/review.md): the accepted users who decided on one of its checks or drew one of
 * its markups still open (HQ's included), not `except` (the submitter).
 */
async function reviewersOf(tx: DbOrTx, projectId: number, except: number): Promise<Person[]> {
  const people = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    surName: users.surName,
    language: users.language,
  };
  const [deciders, authors] = await readTogether(
    tx,
    () =>
      tx
        .selectDistinct(people)
        .from(validationDecisions)
        .innerJoin(users, eq(users.id, validationDecisions.userId))
        .where(and(eq(validationDecisions.projectId, projectId), eq(users.status, 'accepted'))),
    () =>
      tx
        .selectDistinct(people)
        .from(markups)
        .innerJoin(users, eq(users.id, markups.authorUserId))
        .where(
          and(
            eq(markups.projectId, projectId),
            attachedSql(),
            ne(markups.status, 'closed'),
            eq(users.status, 'accepted'),
          ),
        ),
  );
  const all = new Map([...deciders, ...authors].map((p) => [p.id, p]));
  all.delete(except);
  return [...all.values()].sort((a, b) => a.id - b.id);
}

export async function tellSubmission(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  s: Submission,
): Promise<void> {
  const { project } = s;
  const originator = await personOf(tx, project.originatorUserId);
  const originatorName = fullName(originator);
  const vars = {
    siteName: project.siteName,
    city: project.city,
    projectCode: project.uniqueCode,
    originatorName,
    date: day(s.at),
    link: projectPageLink(config, project.id),
  };
  const template = s.documented
    ? 'designDocumented'
    : s.resubmission
      ? 'designResubmitted'
      : 'designSubmitted';
  const team = (await validationTeam(tx)).filter((r) => r.id !== s.auth.userId);
  // The reviewers read how many markups of the last review are still open, in their own language.
  const open = s.documented ? 0 : await openMarkupCount(tx, project.id);
  await notify(tx, team, {
    projectId: project.id,
    siteName: project.siteName,
    projectUniqueId: project.uniqueCode,
    role: s.auth.role,
    userName: originatorName,
    template,
    vars: (lang) => ({ ...vars, openMarkups: stillOpen(lang, open) }),
  });

  const mail = (to: Person, lang: Language, name: string, extra: Record<string, string> = {}) =>
    enqueueMail(tx, {
      to: to.email,
      lang,
      template: name,
      vars: { ...vars, firstName: fullName(to), ...extra },
    });
  if (!s.documented) {
    if (originator) await mail(originator, toLanguage(originator.language), 'designSubmitted');
    // A resubmission is mailed to whoever reviewed it, with the markups still open in their language.
    if (s.resubmission)
      for (const reviewer of await reviewersOf(tx, project.id, s.auth.userId)) {
        const lang = toLanguage(reviewer.language);
        await mail(reviewer, lang, 'designResubmitted', { openMarkups: stillOpen(lang, open) });
      }
    return;
  }
  const retail = await personOf(tx, project.retailUserId);
  const stakeholders = new Map<number, Person>();
  for (const p of [originator, retail, ...(await acceptedUsers(tx, ROLES.VC))])
    if (p) stakeholders.set(p.id, p);
  for (const p of stakeholders.values()) await mail(p, toLanguage(p.language), 'designDocumented');
}
