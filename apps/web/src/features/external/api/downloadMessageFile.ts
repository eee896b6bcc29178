import { API } from '../../../lib/routes';
import { downloadCall, fileCall, fileRequest } from '../../../lib/api';
import type { PreviewSource } from '../../../components/FilePreviewDialog';

/** GET /Documents/downloadfileconmtentmessage?fileName= with the link token: a message attachment. */
export const downloadMessageFile = (path: string, fileName: string, token: string) =>
  downloadCall(API.downloadMessageFile, { query: { fileName: path } }, fileName, { token });

/** The same attachment for the document viewer, the link token in a header. */
export const messageFilePreviewSource = (path: string, token: string): PreviewSource => ({
  request: () => fileRequest(API.downloadMessageFile, { query: { fileName: path } }, { token }),
  load: () => fileCall(API.downloadMessageFile, { query: { fileName: path } }, { token }).then((f) => f.blob),
});
