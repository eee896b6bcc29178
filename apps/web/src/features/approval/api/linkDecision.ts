import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApprovalLink } from './link';

/**
 * What a mailed decision link is about, read with `load` (one of this folder's calls): asked fresh, kept no
 * longer than the page, not asked again when refused (the page then leaves for the error page).
 */
export const useLinkDetail = <D>(
  name: string,
  load: (link: ApprovalLink) => Promise<D>,
  link: ApprovalLink,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [name, link.Email, link.Token],
    queryFn: () => load(link),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** The decision of a mailed link: `approve` or `reject` (this folder's calls) by the boolean it is given. */
export const useLinkDecision = (
  link: ApprovalLink,
  approve: (link: ApprovalLink) => Promise<unknown>,
  reject: (link: ApprovalLink) => Promise<unknown>,
) => useMutation({ mutationFn: (yes: boolean) => (yes ? approve(link) : reject(link)) });
