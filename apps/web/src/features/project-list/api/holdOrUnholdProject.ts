import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /Projects/holdorunholdproject/{projectId}: pauses or enables a project (VC). */
export const holdOrUnholdProject = (projectId: number) =>
  call(API.holdOrUnholdProject, { params: { projectId } });
