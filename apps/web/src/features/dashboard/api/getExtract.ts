import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { EXTRACTS_POLL_MS, extractsKey } from './getExtracts';

/** GET home/GetExtract/{extractId}: one of the caller's extracts (404 for anyone else's). */
export const getExtract = (extractId: number) => call(API.getExtract, { params: { extractId } });

export const useExtract = (extractId: number) =>
  useQuery({
    queryKey: [...extractsKey, extractId],
    queryFn: () => getExtract(extractId),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? EXTRACTS_POLL_MS : false;
    },
  });
