import { useMutation } from '@tanstack/react-query';
import type { TimelineKind } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/**
 * GET projects/{projectId}/timeline/csv (our addition): the same activity (same kinds) as CSV, in the
 * reader's language and the browser's time zone.
 */
export const exportProjectTimelineCsv = ({
  projectId,
  kinds,
}: {
  projectId: number;
  kinds: readonly TimelineKind[];
}) => {
  const TimeZone = browserTimeZone();
  return downloadCall(
    API.getProjectTimelineCsv,
    {
      params: { projectId },
      query: { ...(kinds.length ? { Kinds: kinds.join(',') } : {}), ...(TimeZone ? { TimeZone } : {}) },
    },
    `activity-${projectId}.csv`,
  );
};

/** Downloads the project's activity as CSV. */
export const useExportProjectTimelineCsv = () => useMutation({ mutationFn: exportProjectTimelineCsv });
