import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const documentInfoKey = (projectId: number) => ['documentInfo', projectId] as const;

/** GET /projects/GetDocumentInfoToDownload/{userId}/{projectId} (spec 001 §7): the document slots and their versions. */
export const getDocumentInfo = (userId: number, projectId: number) =>
  call(API.getDocumentInfoToDownload, { params: { userId, projectId } });

export const useDocumentInfo = (userId: number, projectId: number) =>
  useQuery({ queryKey: documentInfoKey(projectId), queryFn: () => getDocumentInfo(userId, projectId) });
