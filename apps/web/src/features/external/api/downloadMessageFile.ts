import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET /Documents/downloadfileconmtentmessage?fileName= with the link token: a message attachment. */
export const downloadMessageFile = (path: string, fileName: string, token: string) =>
  downloadCall(API.downloadMessageFile, { query: { fileName: path } }, fileName, { token });
