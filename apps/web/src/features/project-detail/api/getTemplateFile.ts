import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';

/** GET projects/GetTemplateFile/{fileName}/{userId}/{projectId} (spec 001 §7): the blank form, saved under its name. */
export const getTemplateFile = (fileName: string, userId: number, projectId: number) =>
  downloadCall(API.getTemplateFile, { params: { fileName, userId, projectId } }, fileName);
