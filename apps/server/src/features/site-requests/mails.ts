import { toLanguage } from '@portal/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { countryText, t } from '../../platform/i18n';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { approverGreeting, approvers } from '../accounts/approvers';
import type { RequestRecord } from './pending-request';

/**
 * The mails of originator requests and lite location accounts (spec 002 §7): each is queued in the
 * caller's transaction, in its reader's language.
 */

type UserRecord = typeof users.$inferSelect;

/** To every approver: a request to decide on Site Approvals. */
export async function mailRequestToApprovers(
  tx: Tx,
  config: Config,
  input: {
    originator: UserRecord;
    originatorName: string;
    request: RequestRecord;
    brandText: string;
  },
): Promise<void> {
  const { originator, originatorName, request, brandText } = input;
  for (const approver of await approvers(tx, config)) {
    await enqueueMail(tx, {
      to: approver.email,
      lang: approver.lang,
      template: 'projectRequest',
      vars: {
        firstName: approverGreeting(approver),
        originatorName,
        originatorEmail: originator.email,
        location: t(
          approver.lang,
          request.isNewCreation ? 'request.newLocation' : 'request.existingLocation',
        ),
        siteName: request.siteName,
        street: request.street,
        zipCode: request.zipCode,
        city: request.city,
        country: countryText(approver.lang, request.countryCode),
        brands: brandText,
        link: portalLink(config, 'siteApprovals'),
      },
    });
  }
}

/** To the originator: the request became a project (approved, or created with its lite account). */
export async function mailRequestApproved(
  tx: Tx,
  config: Config,
  input: { originator: UserRecord; request: RequestRecord; projectCode: string },
): Promise<void> {
  const { originator, request, projectCode } = input;
  await enqueueMail(tx, {
    to: originator.email,
    lang: toLanguage(originator.language),
    template: 'requestApproved',
    vars: {
      firstName: originator.firstName,
      siteName: request.siteName,
      city: request.city,
      projectCode,
      link: portalLink(config, 'login'),
    },
  });
}

/** To the originator: the request was rejected. */
export async function mailRequestRejected(
  tx: Tx,
  config: Config,
  input: { originator: UserRecord; request: RequestRecord },
): Promise<void> {
  const { originator, request } = input;
  await enqueueMail(tx, {
    to: originator.email,
    lang: toLanguage(originator.language),
    template: 'requestRejected',
    vars: {
      firstName: originator.firstName,
      siteName: request.siteName,
      city: request.city,
      helpdesk: config.helpdeskEmail,
    },
  });
}

interface LiteAccountMail {
  account: UserRecord;
  site: { siteName: string; city: string };
  projectCode: string;
}

const liteAccountVars = (config: Config, { account, site, projectCode }: LiteAccountMail) => ({
  firstName: account.firstName,
  siteName: site.siteName,
  city: site.city,
  projectCode,
  link: portalLink(config, 'login'),
});

/** To a new Retail Location account: its project, its sign-in email and temporary password. */
export async function mailLiteAccountCreated(
  tx: Tx,
  config: Config,
  input: LiteAccountMail & { password: string },
): Promise<void> {
  await enqueueMail(tx, {
    to: input.account.email,
    lang: toLanguage(input.account.language),
    template: 'liteAccountCreated',
    vars: { ...liteAccountVars(config, input), email: input.account.email, password: input.password },
  });
}

/** To an existing Retail Location account with the new location's email: the project added to it. */
export async function mailLiteAccountLinked(tx: Tx, config: Config, input: LiteAccountMail): Promise<void> {
  await enqueueMail(tx, {
    to: input.account.email,
    lang: toLanguage(input.account.language),
    template: 'liteAccountLinked',
    vars: liteAccountVars(config, input),
  });
}
