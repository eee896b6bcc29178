import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { ApiError, call } from '../../../lib/api';
import { takeEarly } from '../early';

/** Every query of the link pages starts with this. */
export const externalKey = ['external'] as const;

/** GET /projects/externallink: what the link token opens (docs/external-parties.md); marks the invitation opened. */
export const getExternalLink = (token: string) => call(API.getExternalLink, {}, { token });

/**
 * What the link's token opens. A refusal (401, 403, 404) is the answer and is not asked again; a shed call (503,
 * refused before its handler ran, so the invitation is not marked opened) is asked again, as the app's other
 * reads are: a journey's link page said "Incorrect URL" on a busy server's 503. Nothing without a token.
 */
export const useExternalLinkQuery = (token: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...externalKey, 'link', token],
    queryFn: () =>
      token
        ? takeEarly('link', token, () => getExternalLink(token))
        : Promise.reject(new Error('No link token.')),
    enabled: enabled && token !== undefined,
    retry: (count, err) => count < 3 && err instanceof ApiError && err.status === 503,
    retryDelay: (attempt) => 500 * 2 ** attempt,
    staleTime: Infinity,
  });

/** Drops every link page's answers (the page expired: nothing it read stays in memory). */
export function useForgetExternalData() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: externalKey });
}
