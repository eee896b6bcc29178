import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET tutorials/downloadinfopackdocument/{documentId}: the file; download failures are silent (spec 000 §8). */
export const downloadInfoPackDocument = (documentId: number, fileName: string) =>
  downloadCall(API.downloadInfoPackDocument, { params: { documentId } }, fileName).catch(() => undefined);
