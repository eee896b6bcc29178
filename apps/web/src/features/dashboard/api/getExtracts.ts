import { useQuery } from '@tanstack/react-query';
import { type ExtractItem } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const extractsKey = ['dashboard', 'extracts'] as const;
/** While one is waiting or being prepared, the list asks again this often (the ready notice and mail come too). */
export const EXTRACTS_POLL_MS = 5000;

const pending = (items: ExtractItem[] | undefined) =>
  Boolean(items?.some((e) => e.status === 'queued' || e.status === 'running'));

/** GET home/GetExtracts: the caller's own latest extracts. */
export const getExtracts = () => call(API.getExtracts, {}, { expiredOn403: true });

export const useExtracts = () =>
  useQuery({
    queryKey: extractsKey,
    queryFn: getExtracts,
    refetchInterval: (query) => (pending(query.state.data?.extracts) ? EXTRACTS_POLL_MS : false),
  });
