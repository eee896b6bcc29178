import type { TFunction } from 'i18next';
import { fileNameProblem } from '@portal/contract';
import { ApiError } from '../../lib/api';

/**
 * Why the supplier's or the auditor's upload failed, after spec 002 §8's bare 'error': a name already used
 * (409 FileExist), or the server's own refusal (the name rules, the size, the link), translated there. A
 * server fault or a lost connection stays just 'error'.
 */
export const uploadFailureText = (t: TFunction) => (e: unknown) => {
  if (e instanceof ApiError && (e.status === 409 || e.message === 'FileExist'))
    return because(t, t('upload.fileExist'));
  if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.message) return because(t, e.message);
  return t('externalPages.upload.error');
};

/** The file-name rules of every upload (letters, digits, space and ( ) , . _ -; no "template", no "+"), checked before sending. */
export const fileNameFailure = (t: TFunction) => (file: File) => {
  const problem = fileNameProblem(file.name);
  return problem ? because(t, t(problem)) : null;
};

const because = (t: TFunction, reason: string) => t('externalPages.upload.errorBecause', { reason });
