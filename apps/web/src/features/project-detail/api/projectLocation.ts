import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserLocation } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET users/getuserbyid/{userId}?projectId= (spec 001 §7): the project site's coordinates. */
export const getProjectLocation = (userId: number, projectId: number) =>
  api.get<UserLocation>(`users/getuserbyid/${userId}?projectId=${projectId}`);

export const projectLocationKey = (projectId: number) => ['project-detail', projectId, 'location'] as const;

export const useProjectLocation = (userId: number | undefined, projectId: number) =>
  useQuery({
    queryKey: projectLocationKey(projectId),
    queryFn: () => getProjectLocation(userId ?? 0, projectId),
    enabled: userId !== undefined,
  });

/** POST /Projects/UpdateProjectLocation/{projectId} {Latitude, Longitude} (our addition): the dragged marker. */
export const updateProjectLocation = (projectId: number, latitude: number, longitude: number) =>
  api.post<unknown>(`Projects/UpdateProjectLocation/${projectId}`, {
    Latitude: latitude,
    Longitude: longitude,
  });

export function useUpdateProjectLocation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { lat: number; lng: number }) => updateProjectLocation(projectId, p.lat, p.lng),
    onSuccess: (_answer, p) =>
      queryClient.setQueryData<UserLocation>(projectLocationKey(projectId), {
        latitude: p.lat,
        longitude: p.lng,
      }),
  });
}
