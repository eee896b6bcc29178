import { useQuery } from '@tanstack/react-query';
import { API } from '../routes';
import { call } from '../api';

export const marketsKey = ['lookup', 'markets'] as const;

/** GET users/getmarkets (spec 000 §7): countries with code, label, phone prefix and EE-cluster flag. Public. */
export const getMarkets = () => call(API.getMarkets);

/** Reference lists change only with a release: fetched once per page load, shared by every form. */
export const useMarkets = (enabled = true) =>
  useQuery({ queryKey: marketsKey, queryFn: getMarkets, enabled, staleTime: Infinity });
