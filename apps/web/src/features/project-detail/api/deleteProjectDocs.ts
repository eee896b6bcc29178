import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentSlot } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { documentInfoKey } from './getDocumentInfo';

/** DELETE /projects/deleteprojectdocs/{fileName}/{documentName}/{projectId} (spec 001 §7): removes an uploaded version. */
export const deleteProjectDocs = (projectId: number, documentName: DocumentSlot, fileName: string) =>
  call(API.deleteProjectDocs, { params: { fileName, documentName, projectId } });

export function useDeleteProjectDocs(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentName, fileName }: { documentName: DocumentSlot; fileName: string }) =>
      deleteProjectDocs(projectId, documentName, fileName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) }),
  });
}
