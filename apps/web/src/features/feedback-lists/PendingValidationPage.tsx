import { FEEDBACK_TYPE } from '@portal/contract';
import { FeedbackListPage } from './FeedbackListPage';

/** /Pending-Validation (HQ/Management): projects awaiting HQ's feedback (type 1, 'Date Feedback Requested'). */
export default function PendingValidationPage() {
  return <FeedbackListPage feedbackType={FEEDBACK_TYPE.requested} />;
}
