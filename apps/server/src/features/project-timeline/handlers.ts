import contentDisposition from 'content-disposition';
import type { FeatureHandlers } from '../../platform/api';
import { exportTimelineCsv } from './export-timeline-csv';
import { readTimeline } from './read-timeline';
import { timelineOf } from './timeline-rows';

/** Each project's activity timeline (issue 22 §5; docs/access.md "Activity timeline"). */
export const projectTimelineHandlers: FeatureHandlers<'getProjectTimeline' | 'getProjectTimelineCsv'> = {
  getProjectTimeline: (ctx) => readTimeline(ctx, { projectId: ctx.params.projectId, query: ctx.query }),
  getProjectTimelineCsv: async ({ db, auth, params, query, lang, reply }) => {
    // Scope first: a refusal is a JSON 404/403, not a broken download.
    const { project, view } = await timelineOf(db, auth, params.projectId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`activity-${project.uniqueCode}.csv`))
      .header('cache-control', 'no-store')
      .send(exportTimelineCsv(db, { projectId: project.id, view, query, lang }));
  },
};
