import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** GET users/GetUserByUserSequence?id= (spec 002 §7): the signed-in user's own record. */
export const getUserProfile = (userSequence: number) =>
  call(API.getUserByUserSequence, { query: { id: userSequence } });

export const userProfileKey = (userSequence: number) => ['user-profile', userSequence] as const;

export function useUserProfile(userSequence: number) {
  return useQuery({
    queryKey: userProfileKey(userSequence),
    queryFn: () => getUserProfile(userSequence),
    // The dialog always shows the stored record as it is now.
    staleTime: 0,
  });
}
