import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** The bell's count and the list share one query: the same call answers both. */
export const notificationsKey = ['notifications'] as const;
/** The list is answered in the reader's language (Accept-Language): one entry per language, refetched on a change. */
export const notificationsKeyIn = (lang: string) => [...notificationsKey, lang] as const;

/**
 * GET /home/getnotificationbyuser?userEmail (spec 002 §7): the caller's unread notifications, newest first,
 * and their count. The server answers for the session's user whatever the e-mail says (sent as the spec has it).
 */
export const getNotifications = (userEmail: string) => call(API.getNotifications, { query: { userEmail } });

/** Kept fresh by the event stream (useNotificationEvents); the minute's refetch is a safety net. */
export function useNotifications(userEmail: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: notificationsKeyIn(i18n.language),
    queryFn: () => getNotifications(userEmail),
    refetchInterval: 60_000,
  });
}
