import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Library } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { libraryGroupsKey } from './getLibraryGroups';

export interface LibraryUpload {
  library: Library;
  brandName: string;
  file: File;
}

/**
 * The multipart fields of `tutorials/uploadafile` (spec 001 §7): files and DocumentName (the brand, as the
 * accordion it is added to), with our Library and BrandName, which the server files it by.
 */
export function uploadForm(u: LibraryUpload): FormData {
  const form = new FormData();
  form.append('DocumentName', u.brandName);
  form.append('Library', u.library);
  form.append('BrandName', u.brandName);
  form.append('files', u.file, u.file.name);
  return form;
}

/** POST tutorials/uploadafile with its progress in percent; 409 FileExist, 413 over MAX_UPLOAD_MB. */
export const uploadLibraryFile = (u: LibraryUpload, onProgress: (percent: number) => void) =>
  callMultipart(API.uploadLibraryFile, uploadForm(u), { onProgress });

export function useUploadLibraryFile(library: Library) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onProgress }: { upload: LibraryUpload; onProgress: (percent: number) => void }) =>
      uploadLibraryFile(upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryGroupsKey(library) }),
  });
}
