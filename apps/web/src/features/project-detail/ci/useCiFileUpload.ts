import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameProblem, type OriginatorCiDocument } from '@portal/contract';
import { ApiError, shownError } from '../../../lib/api';
import { useUploadCiFile } from '../api/uploadCiFile';

/** Progress stays at 94 % until the server answers, then 100, cleared after a second (spec 001 §4, §9). */
const PROGRESS_CAP = 94;
const PROGRESS_CLEAR_MS = 1000;

/** The dialog titles of the file-name rules (designReference `upload.*`). */
const NAME_TITLE: Record<string, string> = {
  'upload.invalidCharacters': 'upload.invalidCharacters.title',
  'upload.templateNotAccepted': 'upload.templateNotAccepted.title',
  'upload.plusNotAccepted': 'upload.invalidCharacters.title',
};

export interface UploadMessage {
  title: string;
  text: string;
}

/**
 * One CI document list's upload: the file-name rules, the progress, and what went wrong (FileExist on a 409,
 * else the server's message or 'error').
 */
export function useCiFileUpload(projectId: number, userId: number, documentName: OriginatorCiDocument) {
  const { t } = useTranslation();
  const upload = useUploadCiFile(projectId);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const [notice, setNotice] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const failed = (e: unknown) => {
    const error = shownError(e);
    if (!error) return;
    const text =
      error instanceof ApiError && error.status === 409
        ? t('upload.fileExist')
        : (error instanceof ApiError && error.message) || t('ciScreens.upload.failed');
    setMessage({ title: t('ciScreens.upload.failedTitle'), text });
  };

  const choose = async (file: File) => {
    setNotice('');
    const problem = fileNameProblem(file.name);
    if (problem) {
      setMessage({ title: t(NAME_TITLE[problem] ?? 'upload.invalidCharacters.title'), text: t(problem) });
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({
        upload: { projectId, userId, documentName, file },
        onProgress: (percent) => setProgress(Math.min(percent, PROGRESS_CAP)),
      });
      setProgress(100);
      setNotice(t('ciScreens.upload.done', { name: file.name }));
      timer.current = window.setTimeout(() => setProgress(undefined), PROGRESS_CLEAR_MS);
    } catch (e) {
      setProgress(undefined);
      failed(e);
    }
  };

  return { progress, choose, message, closeMessage: () => setMessage(null), notice };
}
