import { useSearchParams } from 'react-router';
import type { ExternalLink, LinkParty } from '@portal/contract';
import { useExternalLinkQuery } from './api/getExternalLink';
import { linkMatches, readLinkParams, type LinkParams } from './link';

export interface LinkContext {
  link: ExternalLink;
  params: LinkParams;
}

export type LinkState = { status: 'loading' } | { status: 'invalid' } | ({ status: 'ok' } & LinkContext);

/**
 * Reads the page's address and asks the server what its token opens; a 401 or any mismatch is invalid.
 * `active` false (the page expired) asks nothing more.
 */
export function useExternalLink(party: LinkParty, active = true): LinkState {
  const [search] = useSearchParams();
  const params = readLinkParams(party, search);
  const query = useExternalLinkQuery(params?.token, active);
  if (!params || query.isError) return { status: 'invalid' };
  if (!query.data) return { status: 'loading' };
  if (!linkMatches(party, params, query.data)) return { status: 'invalid' };
  return { status: 'ok', link: query.data, params };
}
