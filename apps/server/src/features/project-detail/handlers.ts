import type { FeatureHandlers } from '../../platform/api';
import { latestStatusOf } from './latest-status-of';
import { locationOf } from './location-of';
import { projectUserDetails } from './project-user-details';
import { saveSiteInformation } from './save-site-information';
import { siteDetailsOf } from './site-details-of';
import { siteHistoryOf } from './site-history-of';
import { statusHistoryOf } from './status-history-of';
import { updateLocation } from './update-location';

type Names =
  | 'getProjectUserDetails'
  | 'getUserById'
  | 'updateProjectLocation'
  | 'getProjectLatestStatus'
  | 'getProjectDetailsForUser'
  | 'createProject'
  | 'getSiteProjectsHistory'
  | 'getProjectStatusHistory';

/**
 * The project detail page: summary, map, site information, histories (spec 001 §2, §7; docs/lifecycle.md),
 * one command or query per call beside this file.
 */
export const projectDetailHandlers: FeatureHandlers<Names> = {
  getProjectUserDetails: (ctx) => projectUserDetails(ctx, { projectId: ctx.params.projectId }),
  getUserById: (ctx) => locationOf(ctx, { userId: ctx.params.userId, projectId: ctx.query.projectId }),
  updateProjectLocation: (ctx) =>
    updateLocation(ctx, { projectId: ctx.params.projectId, position: ctx.body }),
  getProjectLatestStatus: (ctx) => latestStatusOf(ctx, { projectId: ctx.params.projectId }),
  getProjectDetailsForUser: (ctx) =>
    siteDetailsOf(ctx, { userId: ctx.params.userId, projectId: ctx.params.projectId }),
  createProject: (ctx) => saveSiteInformation(ctx, { body: ctx.body }),
  getSiteProjectsHistory: (ctx) => siteHistoryOf(ctx, { projectId: ctx.params.projectId }),
  getProjectStatusHistory: (ctx) => statusHistoryOf(ctx, { projectId: ctx.params.projectId }),
};
