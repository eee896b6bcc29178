import { API } from '../../../lib/routes';
import { downloadCall, fileCall, fileRequest } from '../../../lib/api';
import type { PreviewSource } from '../../../components/FilePreviewDialog';

/** GET projects/GetFileById/{fileId} with the link token, saved under its name. */
export const downloadFileById = (fileId: number, fileName: string, token: string) =>
  downloadCall(API.getFileById, { params: { fileId }, query: {} }, fileName, { token });

/** The same file for the document viewer (docs/files.md, Viewer), the link token in a header. */
export const previewSourceOf = (fileId: number, token: string): PreviewSource => {
  const input = { params: { fileId }, query: { inline: 'true' as const } };
  return {
    request: () => fileRequest(API.getFileById, input, { token }),
    load: () => fileCall(API.getFileById, input, { token }).then((f) => f.blob),
  };
};
