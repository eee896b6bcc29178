import type { FeatureHandlers } from '../../platform/api';
import { adminProjects } from './admin-projects';
import { deleteProject } from './delete-project';
import { mapOriginator } from './map-originator';
import { refuseApproved } from './refuse-approved';
import { verifyOriginator } from './verify-originator';

type Names =
  | 'getAdminProjects'
  | 'sendEmailToProjectOriginator'
  | 'mapUser'
  | 'updateStatusApproveToRejected'
  | 'deleteProject';

/**
 * Admin tasks of the Validation Center Team (/VC-Admin-task; spec 001 §2 "Admin task grid", §4, §6, §8):
 * search, change of originator, Approved → Refused / Not Compliant, delete; one command per call beside this
 * file, each change one transaction with its mail and audit row.
 */
export const projectAdminHandlers: FeatureHandlers<Names> = {
  getAdminProjects: (ctx) => adminProjects(ctx, { search: ctx.params.search }),
  // A JSON string ("Valid"): without a serializer of its own Fastify sends a bare string as text/plain.
  sendEmailToProjectOriginator: async (ctx) =>
    ctx.reply
      .type('application/json')
      .serializer(JSON.stringify)
      .send(await verifyOriginator(ctx, { email: ctx.body.Email })),
  mapUser: (ctx) => mapOriginator(ctx, ctx.body),
  updateStatusApproveToRejected: (ctx) => refuseApproved(ctx, { projectId: ctx.params.projectId }),
  deleteProject: (ctx) => deleteProject(ctx, { code: ctx.query.projectUniqueId }),
};
