import { z } from 'zod';
import { dbId } from '../schemas/ids';
import { route } from './define';

/**
 * Markups on the design dossier's drawings (issue 22 §2; docs/review.md): a pin, a rectangle, a cloud, an arrow
 * or a measurement line on one page of one version of one document, with a note. Geometry is in page-relative
 * coordinates (0..1 of the page as normally shown, its own /Rotate applied, before the viewer's rotation), so
 * zoom and rotation in the viewer do not change it.
 */
export const MARKUP_KINDS = ['pin', 'rect', 'cloud', 'arrow', 'measure'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];
export const MARKUP_STATUSES = ['open', 'addressed', 'closed'] as const;
export type MarkupStatus = (typeof MARKUP_STATUSES)[number];

export const MARKUP_LIMITS = {
  noteMaxLength: 1000,
  /** Pages a markup may name (pdf.js and the download read the document's own count). */
  maxPage: 10_000,
  /** Markups attached to one decision. */
  maxAttached: 200,
} as const;

const unit = z
  .number('validation.markup.geometry')
  .finite('validation.markup.geometry')
  .min(0, 'validation.markup.geometry')
  .max(1, 'validation.markup.geometry');

const point = z.object({ kind: z.literal('pin'), x: unit, y: unit });
const area = z
  .object({ kind: z.enum(['rect', 'cloud']), x: unit, y: unit, w: unit, h: unit })
  .refine((a) => a.w > 0 && a.h > 0 && a.x + a.w <= 1 + 1e-9 && a.y + a.h <= 1 + 1e-9, {
    message: 'validation.markup.geometry',
  });
const line = z
  .object({ kind: z.enum(['arrow', 'measure']), x1: unit, y1: unit, x2: unit, y2: unit })
  .refine((l) => l.x1 !== l.x2 || l.y1 !== l.y2, { message: 'validation.markup.geometry' });

/** Where a markup is drawn on its page. */
export const markupShape = z.union([point, area, line], { error: 'validation.markup.geometry' });
export type MarkupShape = z.infer<typeof markupShape>;

const note = (required: boolean) =>
  z
    .string('validation.markup.note')
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, 'validation.markup.noteRequired')
        .max(MARKUP_LIMITS.noteMaxLength, 'validation.markup.noteTooLong'),
    );

export const createMarkupBody = z.object({
  /** The version: the documentId of `GetDocumentInfoToDownload`'s versions. */
  DocumentId: dbId,
  Page: z
    .number('validation.markup.page')
    .int('validation.markup.page')
    .min(1, 'validation.markup.page')
    .max(MARKUP_LIMITS.maxPage, 'validation.markup.page'),
  Shape: markupShape,
  Note: note(false).optional().default(''),
});
export type CreateMarkupBody = z.input<typeof createMarkupBody>;

export const markupNoteBody = z.object({ Note: note(false) });
export const markupAnswerBody = z.object({ Note: note(true) });
export const markupClosedBody = z.object({ Closed: z.boolean('validation.markup.closed') });

export const markupParams = z.object({ markupId: dbId });

export const markupView = z.object({
  id: z.number(),
  documentId: z.number(),
  /** The document's slot (DOCUMENT_SLOTS) and the version's number in it. */
  slot: z.string(),
  version: z.number(),
  fileName: z.string(),
  page: z.number(),
  shape: markupShape,
  note: z.string(),
  author: z.object({ name: z.string(), role: z.string() }),
  /** ISO date-time. */
  createdAt: z.string(),
  status: z.enum(MARKUP_STATUSES),
  answer: z.object({ note: z.string(), name: z.string(), at: z.string() }).nullable(),
  /** Attached to a decision (then the originator sees it); null while it is its reviewers' draft. */
  decisionId: z.number().nullable(),
  /** Or attached to HQ's Feedback Provided message (a project_messages id); see `isAttached`. */
  messageId: z.number().nullable(),
  /** What the caller may do with it now. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canAnswer: z.boolean(),
  canClose: z.boolean(),
});
export type MarkupView = z.infer<typeof markupView>;

/** Sent with a decision or with HQ's feedback: no longer a draft, the originator sees it (docs/review.md). */
export const isAttached = (m: { decisionId: number | null; messageId: number | null }) =>
  m.decisionId !== null || m.messageId !== null;

/**
 * The content types a markup may be drawn on (docs/review.md): PDFs, and the images the viewer shows (PNG, JPEG,
 * GIF, WEBP), which are one page.
 */
export const MARKUP_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
export const carriesMarkups = (contentType: string) =>
  (MARKUP_CONTENT_TYPES as readonly string[]).includes(contentType);

export const markupsAnswer = z.object({
  markups: z.array(markupView),
  /** The caller may draw on this project's documents now (its role, in its stage). */
  canDraw: z.boolean(),
  /** Attached markups not closed yet: what the reviewers still have to check. */
  openCount: z.number(),
});
export type MarkupsAnswer = z.infer<typeof markupsAnswer>;

const projectParams = z.object({ projectId: dbId });

/** Our additions (not in the specification): the markups of a project's design documents. */
export const markupsApi = {
  getProjectMarkups: route({
    method: 'GET',
    path: '/projects/:projectId/markups',
    access: 'user',
    tag: 'markups',
    summary: 'Our addition: the markups of the project the caller may see (reviewers: all; others: attached)',
    params: projectParams,
    answer: markupsAnswer,
  }),
  createMarkup: route({
    method: 'POST',
    path: '/projects/:projectId/markups',
    access: 'user',
    tag: 'markups',
    summary:
      'Our addition: a reviewer draws a markup on a page of a PDF, PNG or JPEG version (its stage only, 405)',
    params: projectParams,
    body: createMarkupBody,
    answer: markupView,
  }),
  editMarkupNote: route({
    method: 'POST',
    path: '/markups/:markupId/note',
    access: 'user',
    tag: 'markups',
    summary: 'Our addition: its author changes the note while it is open',
    params: markupParams,
    body: markupNoteBody,
    answer: markupView,
  }),
  deleteMarkup: route({
    method: 'DELETE',
    path: '/markups/:markupId',
    access: 'user',
    tag: 'markups',
    summary: 'Our addition: its author deletes it before it is attached to a decision',
    params: markupParams,
    answer: z.object({ message: z.string() }),
  }),
  answerMarkup: route({
    method: 'POST',
    path: '/markups/:markupId/answer',
    access: 'user',
    tag: 'markups',
    summary: "Our addition: the originator answers with a note and marks it addressed (not once it's closed)",
    params: markupParams,
    body: markupAnswerBody,
    answer: markupView,
  }),
  setMarkupClosed: route({
    method: 'POST',
    path: '/markups/:markupId/closed',
    access: 'user',
    tag: 'markups',
    summary: 'Our addition: its author closes it (Closed: true) or opens it again (false)',
    params: markupParams,
    body: markupClosedBody,
    answer: markupView,
  }),
  downloadWithMarkups: route({
    method: 'GET',
    path: '/projects/GetFileById/:fileId/markups',
    access: 'user',
    tag: 'markups',
    summary:
      'Our addition: the PDF version (an image: a one-page PDF of it) with the markups the caller sees drawn into it and their notes on a last page',
    params: z.object({ fileId: dbId }),
    answer: 'file',
  }),
};
