import { useMutation } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET tutorials/downloadinfopackdocument/{documentId} (spec 001 §7): saves the file under its name. */
export const downloadLibraryDocument = (documentId: number, fileName: string) =>
  downloadCall(API.downloadInfoPackDocument, { params: { documentId } }, fileName);

/** Saves a library file under its name. */
export const useDownloadLibraryDocument = () =>
  useMutation({
    mutationFn: ({ documentId, fileName }: { documentId: number; fileName: string }) =>
      downloadLibraryDocument(documentId, fileName),
  });
