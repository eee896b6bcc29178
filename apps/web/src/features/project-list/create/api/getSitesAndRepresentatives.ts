import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SiteRow } from '@portal/contract';
import { API } from '../../../../lib/routes';
import { call } from '../../../../lib/api';

/** How long typing pauses before the search is asked. */
const DEBOUNCE_MS = 300;

export const siteSearchKey = ['sites', 'search'] as const;

/** GET Sites/GetAllSitesAndRepresentativeDetails?search=: up to 50 sites for the existing-location picker. */
export const searchSites = (search: string, signal?: AbortSignal) =>
  call(API.getSitesAndRepresentatives, { query: { search } }, { signal });

/**
 * The sites matching what the user typed, asked once typing pauses (a newer search cancels the one in
 * flight). A failed search leaves the options as they were, without retrying: typing again retries.
 */
export function useSiteSearch(typed: string) {
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: [...siteSearchKey, search],
    queryFn: ({ signal }) => searchSites(search ?? '', signal),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  // The last answer, kept through a failed search (which has no data of its own).
  const [last, setLast] = useState<SiteRow[]>([]);
  if (query.data && query.data !== last) setLast(query.data);
  return { options: query.data ?? last, loading: query.isFetching };
}
