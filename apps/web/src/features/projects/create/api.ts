import type { RequestProjectAccessBody, SiteRow } from '@portal/contract';
import { api } from '../../../lib/api';

export interface RequestProjectAccessAnswer {
  statusCode: number;
  message: string;
  originatorProjectRequestId: number;
}

/** POST /DynamicBrand/RequestProjectAccess: records an originator request (DESIGN §4a). */
export const requestProjectAccess = (body: RequestProjectAccessBody) =>
  api.post<RequestProjectAccessAnswer>('DynamicBrand/RequestProjectAccess', body);

/** GET Sites/GetAllSitesAndRepresentativeDetails?search=: up to 50 sites for the existing-location picker. */
export const searchSites = (search: string, signal?: AbortSignal) =>
  api.get<SiteRow[]>(`Sites/GetAllSitesAndRepresentativeDetails?search=${encodeURIComponent(search)}`, {
    signal,
  });
