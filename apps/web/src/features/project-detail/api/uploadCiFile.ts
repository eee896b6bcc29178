import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OriginatorCiDocument } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { ciImplementationKey } from './getCiImplementation';

export interface CiUpload {
  projectId: number;
  userId: number;
  documentName: OriginatorCiDocument;
  file: File;
}

/** Any CI upload under way (the submit button waits for them). */
export const ciUploadKey = (projectId: number) => ['ciUpload', projectId] as const;

/** The multipart fields of `projects/uploadafile` on the CI screen (spec 001 §7): files, DocumentName, ProjectId, UserId. */
export function ciUploadForm(u: CiUpload): FormData {
  const form = new FormData();
  form.append('DocumentName', u.documentName);
  form.append('ProjectId', String(u.projectId));
  form.append('UserId', String(u.userId));
  form.append('files', u.file, u.file.name);
  return form;
}

/** POST projects/uploadafile with its progress in percent; 409 FileExist. */
export const uploadCiFile = (u: CiUpload, onProgress: (percent: number) => void) =>
  callMultipart(API.uploadProjectFile, ciUploadForm(u), { onProgress });

export function useUploadCiFile(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ciUploadKey(projectId),
    mutationFn: ({ upload, onProgress }: { upload: CiUpload; onProgress: (percent: number) => void }) =>
      uploadCiFile(upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ciImplementationKey(projectId) }),
  });
}
