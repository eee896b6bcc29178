import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET projects/downloadalldocuments/{projectId}: one zip of every file the page lists. */
export const downloadAllDocuments = (projectId: number, token: string) =>
  downloadCall(API.downloadAllDocuments, { params: { projectId } }, `documents-${projectId}.zip`, { token });
