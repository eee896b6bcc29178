import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const complianceAuditKey = (projectId: number) => ['complianceAudit', projectId] as const;

/** GET /projects/getallcompleanceaudit/{userId}/{projectId} (spec 001 §7): the audit date and reports. */
export const getComplianceAudit = (userId: number, projectId: number) =>
  call(API.getComplianceAudit, { params: { userId, projectId } });

export const useComplianceAudit = (userId: number, projectId: number) =>
  useQuery({
    queryKey: complianceAuditKey(projectId),
    queryFn: () => getComplianceAudit(userId, projectId),
  });
