import { MAIL_LINK_PAGES, SIGNED_IN_ROUTES, type LinkParty, type MailLinkPage } from '@portal/contract';
import type { Config } from '../config';

/**
 * A link to a portal page for a mail: the public address (with BASE_PATH), the page's path and its query,
 * each value URI-encoded. `portalLink(config, 'approveAccount', { email, token })` →
 * `https://portal.example/user/approveuserRequest?email=a%40b.fr&token=…`.
 */
export function portalLink(
  config: Pick<Config, 'publicUrl'>,
  page: MailLinkPage,
  query: Record<string, string> = {},
): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${config.publicUrl}${MAIL_LINK_PAGES[page].slice(1)}${search ? `?${search}` : ''}`;
}

/** A link to a project's page (/UniqueProject/{projectId}) for a mail, opening `tab` (the page's `?tab=`) if given. */
export function projectPageLink(
  config: Pick<Config, 'publicUrl'>,
  projectId: number,
  tab?: 'design',
): string {
  const page = SIGNED_IN_ROUTES.uniqueProject.path.slice(1).replace(':projectId', String(projectId));
  return `${config.publicUrl}${page}${tab ? `?tab=${tab}` : ''}`;
}

/** A link to a prepared extract's page (/Extract/{extractId}, decision 031): signed in, its requester only. */
export function extractPageLink(config: Pick<Config, 'publicUrl'>, extractId: number): string {
  return `${config.publicUrl}${SIGNED_IN_ROUTES.extract.path.slice(1).replace(':extractId', String(extractId))}`;
}

/** The invited party's page and its mail template (docs/external-parties.md). */
const PARTY_PAGE: Record<LinkParty, MailLinkPage> = {
  supplier: 'supplierPage',
  auditor: 'auditorPage',
  download: 'downloadPage',
  arcad: 'arcadPage',
};
export const INVITATION_TEMPLATE: Record<LinkParty, string> = {
  supplier: 'inviteSupplier',
  auditor: 'inviteAuditor',
  download: 'inviteDownload',
  arcad: 'inviteArcad',
};

/**
 * The address of an invited party's page (spec 002 §2 "External routes"), with the ids its page checks
 * against the link's token: the originator (`userid`), the project, the invitation (as supplier or
 * auditor id) and a supplier's brand; an ARCAD party's email.
 */
export function invitationLink(
  config: Pick<Config, 'publicUrl'>,
  invitation: {
    party: LinkParty;
    invitationId: number;
    projectId: number | null;
    originatorUserId: number | null;
    brandId: number | null;
    email: string;
  },
  token: string,
): string {
  const userid = String(invitation.originatorUserId ?? 0);
  const projectid = String(invitation.projectId ?? 0);
  const partyId = String(invitation.invitationId);
  const query: Record<string, string> =
    invitation.party === 'supplier'
      ? { userid, token, projectid, supplierid: partyId, brandid: String(invitation.brandId ?? 0) }
      : invitation.party === 'auditor'
        ? { userid, token, projectid, auditorid: partyId }
        : invitation.party === 'download'
          ? { userid, token, projectid, supplierid: partyId }
          : { email: invitation.email, token };
  return portalLink(config, PARTY_PAGE[invitation.party], query);
}
