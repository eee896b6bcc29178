import { useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET users/getmarkets (spec 000 §7): countryCode, market_country. */
export const getMarkets = () => api.get<Market[]>('users/getmarkets');

export function useMarkets() {
  return useQuery({ queryKey: ['lookup', 'markets'], queryFn: getMarkets, staleTime: Infinity });
}
