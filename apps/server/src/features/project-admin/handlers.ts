import type { FeatureHandlers } from '../../platform/api';
import { adminProjects, deleteProject, mapOriginator, refuseApproved, verifyOriginator } from './service';

type Names =
  | 'getAdminProjects'
  | 'sendEmailToProjectOriginator'
  | 'mapUser'
  | 'updateStatusApproveToRejected'
  | 'deleteProject';

/** Admin tasks (/VC-Admin-task): Validation Center Team only (spec 001 §6). */
export const projectAdminHandlers: FeatureHandlers<Names> = {
  getAdminProjects: ({ db, params }) => adminProjects(db, params.search),
  // A JSON string ("Valid"): without a serializer of its own Fastify sends a bare string as text/plain.
  sendEmailToProjectOriginator: async ({ db, body, reply }) =>
    reply
      .type('application/json')
      .serializer(JSON.stringify)
      .send(await verifyOriginator(db, body.Email)),
  mapUser: ({ db, config, body, actor, lang }) => mapOriginator(db, config, body, actor, lang),
  updateStatusApproveToRejected: ({ db, config, auth, params, actor }) =>
    refuseApproved(db, config, auth, params.projectId, actor),
  deleteProject: ({ db, storage, query, actor, lang, request }) =>
    deleteProject(db, storage, query.projectUniqueId, actor, lang, request.log),
};
