import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const projectDesignDataKey = (projectId: number) => ['projectDesignData', projectId] as const;

/** GET /projects/GetAllProjectData/{projectId} (spec 002 §7): surfaces, planned opening date, showroom surfaces. */
export const getAllProjectData = (projectId: number) =>
  call(API.getAllProjectData, { params: { projectId } });

export const useProjectDesignData = (projectId: number) =>
  useQuery({ queryKey: projectDesignDataKey(projectId), queryFn: () => getAllProjectData(projectId) });
