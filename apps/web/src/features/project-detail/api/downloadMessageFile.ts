import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET /Documents/downloadfileconmtentmessage?fileName= (spec 002 §7): a message attachment, with the session token. */
export const downloadMessageFile = (path: string, fileName: string) =>
  downloadCall(API.downloadMessageFile, { query: { fileName: path } }, fileName);
