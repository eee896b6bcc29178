import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ExternalLink, LinkParty } from '@portal/contract';
import { getExternalLink } from './api/getExternalLink';
import { takeEarly } from './early';
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
  const query = useQuery({
    queryKey: ['external', 'link', params?.token],
    queryFn: () => takeEarly('link', params!.token, () => getExternalLink(params!.token)),
    enabled: active && params !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (!params || query.isError) return { status: 'invalid' };
  if (!query.data) return { status: 'loading' };
  if (!linkMatches(party, params, query.data)) return { status: 'invalid' };
  return { status: 'ok', link: query.data, params };
}
