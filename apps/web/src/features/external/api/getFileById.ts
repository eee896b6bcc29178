import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET projects/GetFileById/{fileId} with the link token, saved under its name. */
export const downloadFileById = (fileId: number, fileName: string, token: string) =>
  downloadCall(API.getFileById, { params: { fileId }, query: {} }, fileName, { token });
