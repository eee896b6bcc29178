import { useQuery } from '@tanstack/react-query';
import type { Brand, CreateAccountBody, Market, MessageBody } from '@portal/contract';
import { api } from '../../lib/api';

/** GET users/getmarkets: countries with their phone prefix and EE-cluster flag. */
export const getMarkets = () => api.get<Market[]>('users/getmarkets', { anonymous: true });
export const useMarkets = (enabled: boolean) =>
  useQuery({ queryKey: ['signup', 'markets'], queryFn: getMarkets, enabled, staleTime: Infinity });

/** GET users/getbrands: brands without 'Non-PSA Brand' (the server filters it). */
export const getBrands = () => api.get<Brand[]>('users/getbrands', { anonymous: true });
export const useBrands = (enabled: boolean) =>
  useQuery({ queryKey: ['signup', 'brands'], queryFn: getBrands, enabled, staleTime: Infinity });

/** POST users/getaccountdetail/: 1 when an account with this address already exists (spec 000 §4). */
export const accountExists = async (email: string) =>
  (await api.post<number>('users/getaccountdetail/', { email }, { anonymous: true })) === 1;

/** POST users/createaccount: a pending account, approved later by an administrator. */
export const createAccount = (body: CreateAccountBody) =>
  api.post<MessageBody>('users/createaccount', body, { anonymous: true });
