import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { takeEarly } from '../early';

/** GET /projects/GetDocumentInfoToDownload/{userId}/{projectId} with the link token (spec 002 §7). */
export const getDocumentInfo = (userId: number, projectId: number, token: string) =>
  call(API.getDocumentInfoToDownload, { params: { userId, projectId } }, { token });

export const useDocumentInfo = (userId: number, projectId: number, token: string) =>
  useQuery({
    queryKey: ['external', 'documentInfo', projectId],
    queryFn: () => takeEarly('documents', token, () => getDocumentInfo(userId, projectId, token)),
  });
