import { z } from 'zod';
import { dbId } from '../schemas/ids';
import { timeZoneField } from '../schemas/projects';
import { LINK_PARTIES, route } from './define';

/**
 * Each project's activity timeline (issue 22 §5; docs/access.md "Activity timeline"): the project's changes
 * read from the audit log, newest first, by kind. The answer carries pack keys and their values; the reader's
 * screen (or the server, for the CSV) writes them in the reader's language.
 */
export const TIMELINE_KINDS = [
  'status',
  'design',
  'document',
  'decision',
  'feedback',
  'message',
  'invitation',
  'link',
  'ci',
  'pause',
  'site',
  'admin',
  'markup',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_PAGE = { defaultSize: 25, maxSize: 100 } as const;

/** `Kinds=status,document`: a comma-separated list of kinds; absent or empty means every kind. */
const kindsField = z
  .string()
  .max(300, 'validation.timelineKinds')
  .optional()
  .transform((value) => (value ? value.split(',') : []))
  .pipe(z.array(z.enum(TIMELINE_KINDS, { error: 'validation.timelineKinds' })));

export const timelineParams = z.object({ projectId: dbId });

export const timelineQuery = z.object({
  Kinds: kindsField,
  /** The cursor: entries older than this one (the `next` of the previous page). */
  Before: dbId.optional(),
  Limit: z.coerce
    .number('validation.timelineLimit')
    .int('validation.timelineLimit')
    .min(1, 'validation.timelineLimit')
    .max(TIMELINE_PAGE.maxSize, 'validation.timelineLimit')
    .optional()
    .default(TIMELINE_PAGE.defaultSize),
});
export type TimelineQuery = z.input<typeof timelineQuery>;

/** The CSV takes the same filter, without paging, and the reader's time zone (UTC when absent). */
export const timelineCsvQuery = z.object({ Kinds: kindsField, TimeZone: timeZoneField.optional() });
export type TimelineCsvQuery = z.input<typeof timelineCsvQuery>;

export const timelineEntry = z.object({
  id: z.number(),
  /** ISO date-time. */
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** Who: a signed-in user (its role as stored) or an external party by link (`party`). */
  actor: z.object({
    name: z.string(),
    role: z.string().nullable(),
    party: z.enum(LINK_PARTIES).nullable(),
  }),
  /** What: a pack key, the values of its placeholders, and those placeholders that are pack keys themselves. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  refs: z.record(z.string(), z.string()),
  /** The decision's or the feedback's comment, as written. */
  comment: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelineAnswer = z.object({
  entries: z.array(timelineEntry),
  /** `Before` of the next page; null on the last one. */
  next: z.number().nullable(),
});
export type TimelineAnswer = z.infer<typeof timelineAnswer>;

export const timelineApi = {
  getProjectTimeline: route({
    method: 'GET',
    path: '/projects/:projectId/timeline',
    access: 'user',
    tag: 'project detail',
    summary:
      "Our addition: the project's activity, newest first, one page (Before, Limit) of the kinds asked (Kinds); " +
      'what the caller may see of it (docs/access.md)',
    params: timelineParams,
    query: timelineQuery,
    answer: timelineAnswer,
  }),
  getProjectTimelineCsv: route({
    method: 'GET',
    path: '/projects/:projectId/timeline/csv',
    access: 'user',
    tag: 'project detail',
    summary:
      "Our addition: the same entries (same Kinds) as CSV (text/csv, attachment activity-{code}.csv), streamed, in the caller's language",
    params: timelineParams,
    query: timelineCsvQuery,
    answer: 'file',
  }),
};
