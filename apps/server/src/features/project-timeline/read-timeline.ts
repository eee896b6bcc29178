import type { Api, ParsedQuery, TimelineAnswer, TimelineEntry } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { toEntry } from './entries';
import { timelineOf, timelineRows } from './timeline-rows';

/**
 * GET projects/{projectId}/timeline (our addition, issue 22 §5): one page of the project's activity, newest
 * first, of the kinds asked, as much of it as the caller sees (docs/access.md "Activity timeline").
 */
export async function readTimeline(
  { db, auth }: SignedInContext,
  input: { projectId: number; query: ParsedQuery<Api['getProjectTimeline']> },
): Promise<TimelineAnswer> {
  const { view } = await timelineOf(db, auth, input.projectId);
  const { Kinds, Before, Limit } = input.query;
  // One row more than the page says whether another page follows.
  const rows = await timelineRows(db, {
    projectId: input.projectId,
    kinds: Kinds,
    view,
    before: Before,
    limit: Limit + 1,
  });
  const page = rows.slice(0, Limit);
  return {
    entries: page.map(toEntry).filter((e): e is TimelineEntry => e !== null),
    next: rows.length > Limit ? (page.at(-1)?.id ?? null) : null,
  };
}
