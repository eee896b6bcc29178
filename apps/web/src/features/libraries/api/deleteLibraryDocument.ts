import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Library } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { libraryGroupsKey } from './getLibraryGroups';

/** DELETE /tutorials/deleteinfopackdocument/{documentId} (spec 001 §7): either library's document (VC, HQ). */
export const deleteLibraryDocument = (documentId: number) =>
  call(API.deleteInfoPackDocument, { params: { documentId } });

export function useDeleteLibraryDocument(library: Library) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteLibraryDocument(documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryGroupsKey(library) }),
  });
}
