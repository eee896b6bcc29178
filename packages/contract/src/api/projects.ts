import { z } from 'zod';
import {
  accountProjectRow,
  adminProjectRow,
  createProjectBody,
  deleteProjectQuery,
  filterDetails,
  holdAnswer,
  latestStatus,
  mapUserBody,
  projectExportBody,
  projectListAnswer,
  projectListBody,
  projectUserDetails,
  savedFilters,
  siteDetails,
  siteHistoryRow,
  statusHistoryRow,
  updateLocationBody,
  userLocation,
  verifyOriginatorAnswer,
  verifyOriginatorBody,
} from '../schemas/projects';
import {
  decideRequestAnswer,
  decideRequestBody,
  liteAccountAnswer,
  liteAccountBody,
  liteAccountWithoutOriginatorBody,
  originatorRequestRow,
  requestProjectAccessAnswer,
  requestProjectAccessBody,
  siteRow,
  sitesQuery,
} from '../schemas/site-requests';
import { messageBody } from '../schemas/common';
import { dbId, dbIdOrZero } from '../schemas/ids';
import { ROLES } from '../roles';
import { LIMITS } from '../validation';
import { route } from './define';

const projectParams = z.object({ projectId: dbId });
const VC = [ROLES.VC] as const;
/** Roles with a filter panel on the list (spec 001 §2). */
export const FILTER_ROLES = [ROLES.VC, ROLES.HQ, ROLES.RND] as const;

/** The project list (spec 001 §2 "Project list", §7; docs/access.md). */
export const projectListApi = {
  getProjectsByFilters: route({
    method: 'POST',
    path: '/Projects/getallprojectsbyfilters',
    access: 'user',
    tag: 'project list',
    body: projectListBody,
    answer: projectListAnswer,
  }),
  isFilterClicked: route({
    method: 'GET',
    path: '/Projects/isFilterClicked',
    access: 'user',
    tag: 'project list',
    answer: savedFilters,
  }),
  getFilterDetails: route({
    method: 'GET',
    path: '/home/getfilterdetails',
    access: FILTER_ROLES,
    tag: 'project list',
    summary: "The caller's own role decides; the spec's ?Role= is accepted and not trusted",
    query: z.object({ Role: z.string().max(100).optional() }),
    answer: filterDetails,
  }),
  getProjectByAccountName: route({
    method: 'GET',
    path: '/Projects/getallprojectbyaccountname',
    access: 'user',
    tag: 'project list',
    summary: "The caller's projects (list rows), then its pending and rejected requests",
    answer: z.array(accountProjectRow),
  }),
  exportProjectsCsv: route({
    method: 'POST',
    path: '/Projects/exportprojectscsv',
    access: 'user',
    tag: 'project list',
    summary: 'The filtered list as CSV (text/csv, attachment projects.csv), streamed in keyset batches',
    body: projectExportBody,
    answer: 'file',
  }),
  holdOrUnholdProject: route({
    method: 'POST',
    path: '/Projects/holdorunholdproject/:projectId',
    access: VC,
    tag: 'project list',
    params: projectParams,
    answer: holdAnswer,
  }),
};

/** The project detail page: summary, map, site information, histories (spec 001 §2, §7; docs/lifecycle.md). */
export const projectDetailApi = {
  getProjectUserDetails: route({
    method: 'GET',
    path: '/projects/GetProjectUserDetails/:projectId',
    access: 'user',
    tag: 'project detail',
    params: projectParams,
    answer: projectUserDetails,
  }),
  getUserById: route({
    method: 'GET',
    path: '/users/getuserbyid/:userId',
    access: 'user',
    tag: 'project detail',
    params: z.object({ userId: dbIdOrZero }),
    query: z.object({ projectId: dbId.optional() }),
    answer: userLocation,
  }),
  updateProjectLocation: route({
    method: 'POST',
    path: '/Projects/UpdateProjectLocation/:projectId',
    access: [ROLES.ORIGINATOR, ROLES.RETAIL],
    tag: 'project detail',
    params: projectParams,
    body: updateLocationBody,
    answer: messageBody,
  }),
  getProjectLatestStatus: route({
    method: 'GET',
    path: '/projects/GetProjectLatestStatus/:projectId',
    access: 'user',
    tag: 'project detail',
    params: projectParams,
    answer: latestStatus,
  }),
  getProjectDetailsForUser: route({
    method: 'GET',
    path: '/projects/GetProjectDetailsForUser/:userId/:projectId',
    access: 'user',
    tag: 'project detail',
    params: z.object({ userId: dbIdOrZero, projectId: dbId }),
    answer: siteDetails,
  }),
  createProject: route({
    method: 'POST',
    path: '/Projects/CreateProject',
    access: [ROLES.ORIGINATOR],
    tag: 'project detail',
    summary: 'Saves the Site information tab of ProjectId (docs/lifecycle.md)',
    body: createProjectBody,
    answer: messageBody,
  }),
  getSiteProjectsHistory: route({
    method: 'GET',
    path: '/Sites/GetAllSiteProjectsHistory/:projectId',
    access: 'user',
    tag: 'project detail',
    params: projectParams,
    answer: z.array(siteHistoryRow),
  }),
  getProjectStatusHistory: route({
    method: 'GET',
    path: '/projects/GetProjectStatusHistory/:projectId',
    access: 'user',
    tag: 'project detail',
    params: projectParams,
    answer: z.array(statusHistoryRow),
  }),
};

/** Originator requests, Site Approvals and lite location accounts (docs/lifecycle.md; spec 001 §7, 002 §7). */
export const siteRequestsApi = {
  requestProjectAccess: route({
    method: 'POST',
    path: '/DynamicBrand/RequestProjectAccess',
    access: [ROLES.ORIGINATOR],
    tag: 'site requests',
    body: requestProjectAccessBody,
    answer: requestProjectAccessAnswer,
  }),
  getSitesAndRepresentatives: route({
    method: 'GET',
    path: '/Sites/GetAllSitesAndRepresentativeDetails',
    access: [ROLES.ORIGINATOR, ROLES.VC],
    tag: 'site requests',
    query: sitesQuery,
    answer: z.array(siteRow),
  }),
  getRequestsToApprove: route({
    method: 'GET',
    path: '/Projects/GetAllProjectForArchitectToApprove',
    access: VC,
    tag: 'site requests',
    answer: z.array(originatorRequestRow),
  }),
  decideRequest: route({
    method: 'POST',
    path: '/Projects/ApproveOrRejectOriginatorRequest',
    access: VC,
    tag: 'site requests',
    body: decideRequestBody,
    answer: decideRequestAnswer,
  }),
  createLiteAccount: route({
    method: 'POST',
    path: '/users/createliteaccount',
    access: VC,
    tag: 'site requests',
    body: liteAccountBody,
    answer: liteAccountAnswer,
  }),
  createLiteAccountWithoutOriginator: route({
    method: 'POST',
    path: '/users/createliteaccountwithoutoriginator',
    access: VC,
    tag: 'site requests',
    body: liteAccountWithoutOriginatorBody,
    answer: liteAccountAnswer,
  }),
};

/** Admin tasks (/VC-Admin-task): Validation Center Team only (spec 001 §6). */
export const projectAdminApi = {
  getAdminProjects: route({
    method: 'GET',
    path: '/Projects/GetAdminproject/:search?',
    access: VC,
    tag: 'admin tasks',
    params: z.object({ search: z.string().trim().max(LIMITS.projectCodeMaxLength).optional().default('') }),
    answer: z.array(adminProjectRow),
  }),
  sendEmailToProjectOriginator: route({
    method: 'POST',
    path: '/Users/SendEmailToProjectOriginator',
    access: VC,
    tag: 'admin tasks',
    summary: 'Answers a JSON string ("Valid" or the reason)',
    body: verifyOriginatorBody,
    answer: verifyOriginatorAnswer,
  }),
  mapUser: route({
    method: 'POST',
    path: '/Users/MapUser',
    access: VC,
    tag: 'admin tasks',
    body: mapUserBody,
    answer: messageBody,
  }),
  updateStatusApproveToRejected: route({
    method: 'POST',
    path: '/Projects/UpdateStatusApproveToRejected/:projectId',
    access: VC,
    tag: 'admin tasks',
    params: projectParams,
    answer: z.boolean(),
  }),
  deleteProject: route({
    method: 'DELETE',
    path: '/projects/deleteproject',
    access: VC,
    tag: 'admin tasks',
    query: deleteProjectQuery,
    answer: messageBody,
  }),
};
