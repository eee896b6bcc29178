import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, type Api } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { projectLocationKey } from './getUserById';

/** POST /Projects/UpdateProjectLocation/{projectId} {Latitude, Longitude} (our addition): the dragged marker. */
export const updateProjectLocation = (projectId: number, latitude: number, longitude: number) =>
  call(API.updateProjectLocation, {
    params: { projectId },
    body: { Latitude: latitude, Longitude: longitude },
  });

export function useUpdateProjectLocation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { lat: number; lng: number }) => updateProjectLocation(projectId, p.lat, p.lng),
    onSuccess: (_answer, p) =>
      queryClient.setQueryData<Answer<Api['getUserById']>>(projectLocationKey(projectId), {
        latitude: p.lat,
        longitude: p.lng,
      }),
  });
}
