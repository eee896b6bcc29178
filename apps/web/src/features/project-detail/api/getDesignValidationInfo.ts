import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const designValidationInfoKey = (projectId: number) => ['designValidationInfo', projectId] as const;

/** GET /projects/GetAllDesignValidationInfoForUser/{userId}/{projectId} (spec 001 §7): both checks and what the caller may do. */
export const getDesignValidationInfo = (userId: number, projectId: number) =>
  call(API.getDesignValidationInfo, { params: { userId, projectId } });

export const useDesignValidationInfo = (userId: number, projectId: number) =>
  useQuery({
    queryKey: designValidationInfoKey(projectId),
    queryFn: () => getDesignValidationInfo(userId, projectId),
  });
