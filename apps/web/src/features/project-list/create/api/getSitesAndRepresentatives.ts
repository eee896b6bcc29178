import { API } from '../../../../lib/routes';
import { call } from '../../../../lib/api';

/** GET Sites/GetAllSitesAndRepresentativeDetails?search=: up to 50 sites for the existing-location picker. */
export const searchSites = (search: string, signal?: AbortSignal) =>
  call(API.getSitesAndRepresentatives, { query: { search } }, { signal });
