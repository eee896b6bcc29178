import { API } from '../../../lib/routes';
import { downloadCall, fileCall, fileRequest } from '../../../lib/api';
import type { PreviewSource } from '../../../components/FilePreviewDialog';

/** GET projects/GetFileById/{fileId} (spec 001 §7): a design document version, saved under its name. */
export const downloadFileById = (fileId: number, fileName: string) =>
  downloadCall(API.getFileById, { params: { fileId }, query: {} }, fileName);

/** The same file shown in the browser (`?inline=true`, PDF and images; docs/lifecycle.md), fetched with the bearer token. */
export const fetchFileForPreview = (fileId: number) =>
  fileCall(API.getFileById, { params: { fileId }, query: { inline: 'true' } }).then((f) => f.blob);

/** The file for the viewer (docs/files.md, Viewer): pdf.js reads the address itself, the token in a header. */
export const previewSourceOf = (fileId: number): PreviewSource => ({
  request: () => fileRequest(API.getFileById, { params: { fileId }, query: { inline: 'true' } }),
  load: () => fetchFileForPreview(fileId),
});
