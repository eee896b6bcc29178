import type { FeatureHandlers } from '../../platform/api';
import { answerMarkup } from './answer-markup';
import { createMarkup } from './create-markup';
import { deleteMarkup } from './delete-markup';
import { downloadWithMarkups } from './download-with-markups';
import { editMarkupNote } from './edit-note';
import { listMarkups } from './list-markups';
import { setMarkupClosed } from './set-closed';

/** Markups on the design dossier's drawings (issue 22 §2; docs/review.md). */
export const markupsHandlers: FeatureHandlers<
  | 'getProjectMarkups'
  | 'createMarkup'
  | 'editMarkupNote'
  | 'deleteMarkup'
  | 'answerMarkup'
  | 'setMarkupClosed'
  | 'downloadWithMarkups'
> = {
  getProjectMarkups: (ctx) => listMarkups(ctx, ctx.params.projectId),
  createMarkup: (ctx) => createMarkup(ctx, { projectId: ctx.params.projectId, body: ctx.body }),
  editMarkupNote: (ctx) => editMarkupNote(ctx, ctx.params.markupId, ctx.body.Note),
  deleteMarkup: (ctx) => deleteMarkup(ctx, ctx.params.markupId),
  answerMarkup: (ctx) => answerMarkup(ctx, ctx.params.markupId, ctx.body.Note),
  setMarkupClosed: (ctx) => setMarkupClosed(ctx, ctx.params.markupId, ctx.body.Closed),
  downloadWithMarkups: (ctx) => downloadWithMarkups(ctx, ctx.params.fileId),
};
