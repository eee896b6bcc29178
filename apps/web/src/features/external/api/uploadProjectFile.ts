import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CiDocument } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { auditKey } from './getComplianceAudit';
import { ciKey } from './getCiImplementation';

export interface ExternalUpload {
  projectId: number;
  userId: number;
  documentName: CiDocument;
  file: File;
  token: string;
}

/** POST projects/uploadafile with the link token (spec 002 §3 "Upload form data"); 409 FileExist. */
export function uploadProjectFile(u: ExternalUpload, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('DocumentName', u.documentName);
  form.append('ProjectId', String(u.projectId));
  form.append('UserId', String(u.userId));
  form.append('ModifiedById', String(u.userId));
  form.append('files', u.file, u.file.name);
  return callMultipart(API.uploadProjectFile, form, { token: u.token, onProgress });
}

/**
 * Uploads a supplier's or an auditor's file; the page's data (the CI block or the audit, whichever the page
 * shows) is read again before the upload counts as done, so the dialog closes on the new list.
 */
export function useUploadProjectFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onProgress }: { upload: ExternalUpload; onProgress: (percent: number) => void }) =>
      uploadProjectFile(upload, onProgress),
    onSuccess: (_answer, { upload }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ciKey(upload.projectId) }),
        queryClient.invalidateQueries({ queryKey: auditKey(upload.projectId) }),
      ]),
  });
}
