import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AllUsersQuery } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const allUsersKey = ['users', 'all'] as const;

/** GET users/GetAllUsers/: one page of every accepted or pending account (VC and HQ; spec 002 §7). */
export const getAllUsers = (query: AllUsersQuery) => call(API.getAllUsers, { query }, { expiredOn403: true });

export function useAllUsers(query: AllUsersQuery) {
  return useQuery({
    queryKey: [...allUsersKey, query],
    queryFn: () => getAllUsers(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
