import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET users/getbrands (spec 002 §7): brand_id, brand_name. */
export const getBrands = () => api.get<Brand[]>('users/getbrands');

export function useBrands() {
  return useQuery({ queryKey: ['lookup', 'brands'], queryFn: getBrands, staleTime: Infinity });
}
