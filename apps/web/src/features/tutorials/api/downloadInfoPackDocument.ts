import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET tutorials/downloadinfopackdocument/{documentId}: the file; download failures are silent (spec 000 §8). */
export const downloadInfoPackDocument = (documentId: number, fileName: string) =>
  downloadCall(API.downloadInfoPackDocument, { params: { documentId } }, fileName).catch(() => undefined);

/** Saves a tutorial file under its name; a failure says nothing. */
export const useDownloadInfoPackDocument = () =>
  useMutation({
    mutationFn: ({ documentId, fileName }: { documentId: number; fileName: string }) =>
      downloadInfoPackDocument(documentId, fileName),
  });
