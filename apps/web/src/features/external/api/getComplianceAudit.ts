import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { takeEarly } from '../early';

export const auditKey = (projectId: number) => ['external', 'audit', projectId] as const;

/** GET /projects/getallcompleanceaudit/{userId}/{projectId}: the audit date and the reports. */
export const getComplianceAudit = (userId: number, projectId: number, token: string) =>
  call(API.getComplianceAudit, { params: { userId, projectId } }, { token });

export const useComplianceAudit = (userId: number, projectId: number, token: string) =>
  useQuery({
    queryKey: auditKey(projectId),
    queryFn: () => takeEarly('audit', token, () => getComplianceAudit(userId, projectId, token)),
  });
