import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentSlot } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { documentInfoKey } from './getDocumentInfo';

export interface DesignUpload {
  projectId: number;
  /** The project's user (spec 001 §1: the detail screens keep it in session storage). */
  userId: number;
  documentName: DocumentSlot;
  file: File;
  /** Sent after the "replace the oldest version?" confirmation when the slot is full. */
  replaceOldest: boolean;
}

/** The multipart fields of `projects/uploadafile` (spec 001 §7; docs/files.md): files, DocumentName, ProjectId, UserId, ReplaceOldest. */
export function uploadForm(u: DesignUpload): FormData {
  const form = new FormData();
  form.append('DocumentName', u.documentName);
  form.append('ProjectId', String(u.projectId));
  form.append('UserId', String(u.userId));
  form.append('ReplaceOldest', String(u.replaceOldest));
  form.append('files', u.file, u.file.name);
  return form;
}

/** POST projects/uploadafile (multipart) with its progress in percent; 409 FileExist, 413 over MAX_UPLOAD_MB. */
export const uploadProjectFile = (u: DesignUpload, onProgress: (percent: number) => void) =>
  callMultipart(API.uploadProjectFile, uploadForm(u), { onProgress });

export function useUploadProjectFile(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onProgress }: { upload: DesignUpload; onProgress: (percent: number) => void }) =>
      uploadProjectFile(upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) }),
  });
}
