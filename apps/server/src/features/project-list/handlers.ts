import contentDisposition from 'content-disposition';
import type { FeatureHandlers } from '../../platform/api';
import {
  accountProjectsOf,
  exportCsv,
  filterDetailsOf,
  listProjects,
  savedFiltersOf,
  toggleHold,
} from './service';

type Names =
  | 'getProjectsByFilters'
  | 'isFilterClicked'
  | 'getFilterDetails'
  | 'getProjectByAccountName'
  | 'exportProjectsCsv'
  | 'holdOrUnholdProject';

/** The project list of every role (spec 001 §2 "Project list", §7; docs/access.md). */
export const projectListHandlers: FeatureHandlers<Names> = {
  getProjectsByFilters: ({ db, auth, body }) => listProjects(db, auth, body),
  isFilterClicked: ({ db, auth }) => savedFiltersOf(db, auth),
  getFilterDetails: ({ db, auth }) => filterDetailsOf(db, auth),
  getProjectByAccountName: ({ db, auth }) => accountProjectsOf(db, auth),
  exportProjectsCsv: async ({ db, auth, body, lang, reply }) => {
    const stream = await exportCsv(db, auth, body, lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('projects.csv'))
      .header('cache-control', 'no-store')
      .send(stream);
  },
  holdOrUnholdProject: ({ db, params, actor }) => toggleHold(db, params.projectId, actor),
};
