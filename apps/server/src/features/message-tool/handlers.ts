import type { FeatureHandlers } from '../../platform/api';
import { addComment } from './add-comment';
import { downloadMessageFile } from './download';
import { commentsOf, commentTypesFor } from './read';

/** The message tool of a project (spec 002 §2, §3, §5, §7; docs/lifecycle.md). */
export const messageToolHandlers: FeatureHandlers<
  'getCommentsByProject' | 'getCommentTypes' | 'addComment' | 'downloadMessageFile'
> = {
  getCommentsByProject: ({ db, auth, lang, params }) => commentsOf(db, auth, lang, params.projectId),
  getCommentTypes: ({ db, auth, lang, params, query }) =>
    commentTypesFor(db, auth, lang, params.userSequence, query.projectId),
  addComment: (ctx) => addComment(ctx),
  downloadMessageFile: ({ db, storage, reply, auth, link, query }) =>
    downloadMessageFile(db, storage, reply, { auth, link }, query.fileName),
};
