import { useQuery } from '@tanstack/react-query';
import type { Brand, Market } from '@portal/contract';
import { api } from './api';

/** GET users/getmarkets (spec 000 §7): countries with code, label, phone prefix and EE-cluster flag. Public. */
export const getMarkets = () => api.get<Market[]>('users/getmarkets', { anonymous: true });

/** GET users/getbrands: brand_id, brand_name, colour; 'Non-PSA Brand' excluded by the server. Public. */
export const getBrands = () => api.get<Brand[]>('users/getbrands', { anonymous: true });

/** Reference lists change only with a release: fetched once per page load, shared by every form. */
export const useMarkets = (enabled = true) =>
  useQuery({ queryKey: ['lookup', 'markets'], queryFn: getMarkets, enabled, staleTime: Infinity });
export const useBrands = (enabled = true) =>
  useQuery({ queryKey: ['lookup', 'brands'], queryFn: getBrands, enabled, staleTime: Infinity });
