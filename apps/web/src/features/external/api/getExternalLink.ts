import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { takeEarly } from '../early';

/** Every query of the link pages starts with this. */
export const externalKey = ['external'] as const;

/** GET /projects/externallink: what the link token opens (docs/external-parties.md); marks the invitation opened. */
export const getExternalLink = (token: string) => call(API.getExternalLink, {}, { token });

/** What the link's token opens (asked once; a refusal is not asked again). Nothing without a token. */
export const useExternalLinkQuery = (token: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...externalKey, 'link', token],
    queryFn: () =>
      token
        ? takeEarly('link', token, () => getExternalLink(token))
        : Promise.reject(new Error('No link token.')),
    enabled: enabled && token !== undefined,
    retry: false,
    staleTime: Infinity,
  });

/** Drops every link page's answers (the page expired: nothing it read stays in memory). */
export function useForgetExternalData() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: externalKey });
}
