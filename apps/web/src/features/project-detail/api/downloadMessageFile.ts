import { API } from '../../../lib/routes';
import { downloadCall, fileCall, fileRequest } from '../../../lib/api';
import type { PreviewSource } from '../../../components/FilePreviewDialog';

/** GET /Documents/downloadfileconmtentmessage?fileName= (spec 002 §7): a message attachment, with the session token. */
export const downloadMessageFile = (path: string, fileName: string) =>
  downloadCall(API.downloadMessageFile, { query: { fileName: path } }, fileName);

/** The same attachment for the document viewer (docs/files.md, Viewer); the server's sniffed type decides. */
export const messageFilePreviewSource = (path: string): PreviewSource => ({
  request: () => fileRequest(API.downloadMessageFile, { query: { fileName: path } }),
  load: () => fileCall(API.downloadMessageFile, { query: { fileName: path } }).then((f) => f.blob),
});
