import { MAIL_LINK_PAGES, SIGNED_IN_ROUTES, type MailLinkPage } from '@portal/contract';
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

/** A link to a project's page (/UniqueProject/{projectId}) for a mail. */
export function projectPageLink(config: Pick<Config, 'publicUrl'>, projectId: number): string {
  return `${config.publicUrl}${SIGNED_IN_ROUTES.uniqueProject.path.slice(1).replace(':projectId', String(projectId))}`;
}
