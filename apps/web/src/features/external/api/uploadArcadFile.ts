import { useMutation } from '@tanstack/react-query';
import { ARCAD_DOCUMENT } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';

interface ArcadUpload {
  file: File;
  email: string;
  token: string;
}

/** POST documents/uploadarcadfile: files, DocumentName, Email, Token, with the token as bearer (spec 002 §7). */
export function uploadArcadFile(u: ArcadUpload, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('DocumentName', ARCAD_DOCUMENT);
  form.append('Email', u.email);
  form.append('Token', u.token);
  form.append('files', u.file, u.file.name);
  return callMultipart(API.uploadArcadFile, form, { token: u.token, onProgress });
}

/** Uploads the ARCAD file; its answer says what was imported (nothing cached to read again). */
export const useUploadArcadFile = () =>
  useMutation({
    mutationFn: ({ upload, onProgress }: { upload: ArcadUpload; onProgress: (percent: number) => void }) =>
      uploadArcadFile(upload, onProgress),
  });
