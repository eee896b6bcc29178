import { useInfiniteQuery } from '@tanstack/react-query';
import { TIMELINE_PAGE, type TimelineKind } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const timelineKey = (projectId: number, kinds: readonly TimelineKind[]) =>
  ['project-detail', projectId, 'timeline', [...kinds].sort().join(',')] as const;

/** GET projects/{projectId}/timeline (our addition): one page of the project's activity, newest first. */
export const getProjectTimeline = (projectId: number, kinds: readonly TimelineKind[], before?: number) =>
  call(API.getProjectTimeline, {
    params: { projectId },
    query: {
      ...(kinds.length ? { Kinds: kinds.join(',') } : {}),
      ...(before === undefined ? {} : { Before: before }),
      Limit: TIMELINE_PAGE.defaultSize,
    },
  });

/** The activity of the kinds chosen (none: every kind), page after page ("Load more"). */
export const useProjectTimeline = (projectId: number, kinds: readonly TimelineKind[]) =>
  useInfiniteQuery({
    queryKey: timelineKey(projectId, kinds),
    queryFn: ({ pageParam }) => getProjectTimeline(projectId, kinds, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
