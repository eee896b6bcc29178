import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** DELETE /projects/deleteproject?projectUniqueId= */
export const deleteProject = (projectUniqueId: string) =>
  call(API.deleteProject, { query: { projectUniqueId } });
