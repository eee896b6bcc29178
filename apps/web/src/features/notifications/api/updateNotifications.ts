import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Answer, type Api, type NotificationItem } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { notificationsKey, notificationsKeyIn } from './getNotifications';

type NotificationsAnswer = Answer<Api['getNotifications']>;

/**
 * POST home/updatenotificationsbyuser {CachKey, NotificationsListData} (spec 002 §7): the list that stays
 * unread; the server marks the caller's other unread ones read. `ShownNotificationIds` (our addition) limits
 * that to what the list showed, so one that arrived meanwhile stays unread.
 */
export const updateNotifications = (userEmail: string, remaining: NotificationItem[], shown: number[]) =>
  call(API.updateNotifications, {
    body: { CachKey: userEmail, NotificationsListData: remaining, ShownNotificationIds: shown },
  });

/** Read: the item leaves the list at once; the server's answer (the new list) then replaces it. */
export function useReadNotification(userEmail: string) {
  const queryClient = useQueryClient();
  const key = notificationsKeyIn(useTranslation().i18n.language);
  return useMutation({
    /** `shown`: the list as it was when Read was clicked. */
    mutationFn: ({ notificationId, shown }: ReadVariables) =>
      updateNotifications(
        userEmail,
        shown.filter((n) => n.notificationId !== notificationId),
        shown.map((n) => n.notificationId),
      ),
    onMutate: async ({ notificationId }: ReadVariables) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const before = queryClient.getQueryData<NotificationsAnswer>(key);
      if (before)
        queryClient.setQueryData<NotificationsAnswer>(key, {
          notificationsListData: before.notificationsListData.filter(
            (n) => n.notificationId !== notificationId,
          ),
          notificationCount: Math.max(0, before.notificationCount - 1),
        });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/**
 * Mark all as read: an empty kept list and no shown ids, so every unread notification of the caller's is
 * read, also those beyond the list's 200; the count goes to 0 at once, the server's answer confirms it.
 */
export function useReadAllNotifications(userEmail: string) {
  const queryClient = useQueryClient();
  const key = notificationsKeyIn(useTranslation().i18n.language);
  return useMutation({
    mutationFn: () =>
      call(API.updateNotifications, { body: { CachKey: userEmail, NotificationsListData: [] } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const before = queryClient.getQueryData<NotificationsAnswer>(key);
      queryClient.setQueryData<NotificationsAnswer>(key, {
        notificationsListData: [],
        notificationCount: 0,
      });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

interface ReadVariables {
  notificationId: number;
  shown: NotificationItem[];
}
