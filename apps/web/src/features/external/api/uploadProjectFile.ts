import { type CiDocument } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';

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
