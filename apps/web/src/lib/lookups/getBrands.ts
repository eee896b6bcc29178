import { useQuery } from '@tanstack/react-query';
import { API } from '../routes';
import { call } from '../api';

export const brandsKey = ['lookup', 'brands'] as const;

/** GET users/getbrands: brand_id, brand_name, colour; 'Non-PSA Brand' excluded by the server. Public. */
export const getBrands = () => call(API.getBrands);

/** Reference lists change only with a release: fetched once per page load, shared by every form. */
export const useBrands = (enabled = true) =>
  useQuery({ queryKey: brandsKey, queryFn: getBrands, enabled, staleTime: Infinity });
