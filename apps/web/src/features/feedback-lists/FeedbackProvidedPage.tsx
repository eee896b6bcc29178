import { FEEDBACK_TYPE } from '@portal/contract';
import { FeedbackListPage } from './FeedbackListPage';

/** /Feedback-Provided (Validation Center Team): projects HQ answered (type 2, 'Date Feedback Provided'). */
export default function FeedbackProvidedPage() {
  return <FeedbackListPage feedbackType={FEEDBACK_TYPE.provided} />;
}
