import type { FeatureHandlers } from '../../platform/api';
import { validateProjectData } from './decide';
import { feedbackList } from './feedback-list';

/** The decisions on a submitted design and the pending feedback lists (spec 001 §2, §5, §7; docs/lifecycle.md). */
export const designReviewHandlers: FeatureHandlers<'validateProjectData' | 'getProjectsOnFeedbackType'> = {
  validateProjectData: (ctx) => validateProjectData(ctx),
  getProjectsOnFeedbackType: ({ db, auth, params, query }) =>
    feedbackList(db, auth, params.feedbackType, query),
};
