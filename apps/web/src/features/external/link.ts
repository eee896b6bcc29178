import type { ExternalLink, LinkParty } from '@portal/contract';

/** The ids an external page's address carries (spec 002 §2 "External routes"). */
export interface LinkParams {
  token: string;
  userId: number;
  projectId: number;
  /** The invitation: supplierid (supplier and download pages) or auditorid. */
  invitationId: number;
  brandId: number;
  email: string;
}

/** The query names of each page; the ARCAD page has only email and token. */
const QUERY: Record<LinkParty, readonly string[]> = {
  supplier: ['userid', 'token', 'projectid', 'supplierid', 'brandid'],
  auditor: ['userid', 'token', 'projectid', 'auditorid'],
  download: ['userid', 'token', 'projectid', 'supplierid'],
  arcad: ['email', 'token'],
};

const id = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : NaN);

/** The address's ids, or null when one the page needs is missing or not a number. */
export function readLinkParams(party: LinkParty, search: URLSearchParams): LinkParams | null {
  const names = QUERY[party];
  if (names.some((name) => !search.get(name)?.trim())) return null;
  const params: LinkParams = {
    token: search.get('token')?.trim() ?? '',
    userId: names.includes('userid') ? id(search.get('userid')) : 0,
    projectId: names.includes('projectid') ? id(search.get('projectid')) : 0,
    invitationId: party === 'arcad' ? 0 : id(search.get(party === 'auditor' ? 'auditorid' : 'supplierid')),
    brandId: names.includes('brandid') ? id(search.get('brandid')) : 0,
    email: search.get('email')?.trim() ?? '',
  };
  const numbers = [params.userId, params.projectId, params.invitationId, params.brandId];
  return numbers.some(Number.isNaN) ? null : params;
}

/** The address agrees with what the token opens (docs/external-parties.md); any difference is an invalid link. */
export function linkMatches(party: LinkParty, params: LinkParams, link: ExternalLink): boolean {
  if (link.party !== party) return false;
  if (party === 'arcad') return link.email.toLowerCase() === params.email.toLowerCase();
  if (link.projectId !== params.projectId || link.invitationId !== params.invitationId) return false;
  if ((link.userId ?? 0) !== params.userId) return false;
  return party !== 'supplier' || link.brandId === params.brandId;
}
