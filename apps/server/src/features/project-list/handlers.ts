import contentDisposition from 'content-disposition';
import type { FeatureHandlers } from '../../platform/api';
import { accountProjectsOf } from './account-projects-of';
import { exportCsv } from './export-csv';
import { filterDetailsOf } from './filter-details-of';
import { listProjects } from './list-projects';
import { savedFiltersOf } from './saved-filters-of';
import { toggleHold } from './toggle-hold';

type Names =
  | 'getProjectsByFilters'
  | 'isFilterClicked'
  | 'getFilterDetails'
  | 'getProjectByAccountName'
  | 'exportProjectsCsv'
  | 'holdOrUnholdProject';

/**
 * The project list of every role (spec 001 §2 "Project list", §7; docs/access.md), one command or query
 * per call beside this file.
 */
export const projectListHandlers: FeatureHandlers<Names> = {
  getProjectsByFilters: (ctx) => listProjects(ctx, { body: ctx.body }),
  isFilterClicked: (ctx) => savedFiltersOf(ctx),
  getFilterDetails: (ctx) => filterDetailsOf(ctx),
  getProjectByAccountName: (ctx) => accountProjectsOf(ctx),
  exportProjectsCsv: async (ctx) => {
    const stream = await exportCsv(ctx, { options: ctx.body });
    return ctx.reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('projects.csv'))
      .header('cache-control', 'no-store')
      .send(stream);
  },
  holdOrUnholdProject: (ctx) => toggleHold(ctx, { projectId: ctx.params.projectId }),
};
