import { API } from '@portal/contract';
import { call } from '../../../lib/api';

/** POST /Projects/holdorunholdproject/{projectId}: pauses or enables a project (VC). */
export const holdOrUnholdProject = (projectId: number) =>
  call(API.holdOrUnholdProject, { params: { projectId } });
