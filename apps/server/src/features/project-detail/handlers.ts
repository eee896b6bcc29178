import type { FeatureHandlers } from '../../platform/api';
import {
  latestStatusOf,
  locationOf,
  projectUserDetails,
  saveSiteInformation,
  siteDetailsOf,
  siteHistoryOf,
  statusHistoryOf,
  updateLocation,
} from './service';

type Names =
  | 'getProjectUserDetails'
  | 'getUserById'
  | 'updateProjectLocation'
  | 'getProjectLatestStatus'
  | 'getProjectDetailsForUser'
  | 'createProject'
  | 'getSiteProjectsHistory'
  | 'getProjectStatusHistory';

/** The project detail page: summary, map, site information, histories (spec 001 §2, §7; docs/lifecycle.md). */
export const projectDetailHandlers: FeatureHandlers<Names> = {
  getProjectUserDetails: ({ db, auth, params }) => projectUserDetails(db, auth, params.projectId),
  getUserById: ({ db, auth, params, query }) => locationOf(db, auth, params.userId, query.projectId),
  updateProjectLocation: ({ db, auth, params, body, actor, lang }) =>
    updateLocation(db, auth, params.projectId, body, actor, lang),
  getProjectLatestStatus: ({ db, auth, params }) => latestStatusOf(db, auth, params.projectId),
  getProjectDetailsForUser: ({ db, auth, params }) =>
    siteDetailsOf(db, auth, params.userId, params.projectId),
  createProject: ({ db, auth, body, actor, lang }) => saveSiteInformation(db, auth, body, actor, lang),
  getSiteProjectsHistory: ({ db, auth, params }) => siteHistoryOf(db, auth, params.projectId),
  getProjectStatusHistory: ({ db, auth, params }) => statusHistoryOf(db, auth, params.projectId),
};
