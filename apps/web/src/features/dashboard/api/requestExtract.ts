import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ExtractKind, type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';
import { extractsKey } from './getExtracts';

/**
 * POST home/RequestExtract (decision 031): the full .xlsx is prepared in the background; the answer (202) comes
 * at once and the requester is notified when it is ready.
 */
export const requestExtract = (filters: OversightFilters, kind: ExtractKind) =>
  call(
    API.requestExtract,
    { body: { ...filters, Kind: kind, TimeZone: browserTimeZone() } },
    { expiredOn403: true },
  );

export function useRequestExtract(filters: OversightFilters) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: ExtractKind) => requestExtract(filters, kind),
    onSuccess: () => client.invalidateQueries({ queryKey: extractsKey }),
  });
}
