import { useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract';
import { call } from '../../../lib/api';

export const notificationCountKey = ['notification-count'] as const;

/** GET home/getnotificationbyuser: the bell's count, always the caller's own (the e-mail is sent as the spec has it). */
export const getNotificationCount = (userEmail: string) =>
  call(API.getNotificationCount, { query: { userEmail } });

/** Refreshed every minute while the shell is open. */
export const useNotificationCount = (userEmail: string) =>
  useQuery({
    queryKey: notificationCountKey,
    queryFn: () => getNotificationCount(userEmail),
    refetchInterval: 60_000,
  });
