import { useQuery } from '@tanstack/react-query';
import { type Answer, type Api } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** One outbox mail as GET /api/dev/mail answers it (docs/mail.md). */
export type DevMail = Answer<Api['devMail']>[number];

export const devMailKey = ['dev-mail'] as const;

/** GET /dev/mail (demo mode, loopback only): the newest 500 mails of the outbox. */
export const getDevMail = () => call(API.devMail, { query: { limit: 500 } });

export const useDevMail = () =>
  useQuery({ queryKey: devMailKey, queryFn: getDevMail, staleTime: 0, retry: false });
