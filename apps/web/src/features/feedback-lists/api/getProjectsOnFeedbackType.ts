import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { FeedbackListState, FeedbackType } from '../listState';

export const feedbackListKey = ['feedbackList'] as const;

/** GET projects/GetAllProjectsOnFeedBackType/{1 or 2}?page&pageSize&sortDirection (spec 001 §7): one page. */
export const getProjectsOnFeedbackType = (feedbackType: FeedbackType, state: FeedbackListState) =>
  call(API.getProjectsOnFeedbackType, {
    params: { feedbackType },
    query: { page: state.page, pageSize: state.pageSize, sortDirection: state.sortDirection },
  });

/** The page shown stays while the next one loads (no empty grid between pages). */
export const useFeedbackList = (feedbackType: FeedbackType, state: FeedbackListState) =>
  useQuery({
    queryKey: [...feedbackListKey, feedbackType, state.page, state.pageSize, state.sortDirection],
    queryFn: () => getProjectsOnFeedbackType(feedbackType, state),
    placeholderData: keepPreviousData,
  });
