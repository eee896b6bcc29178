import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One outbox mail as GET /api/dev/mail answers it (DESIGN §8). */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const fetchDevMail = () => api.get<DevMail[]>('dev/mail?limit=500', { anonymous: true });

export const useDevMail = () =>
  useQuery({ queryKey: ['dev-mail'], queryFn: fetchDevMail, staleTime: 0, retry: false });
