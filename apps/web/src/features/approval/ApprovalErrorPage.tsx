import { OutcomePage } from './OutcomePage';

/** Failure or bad link: "Incorrect URL copied or Session has expired." (spec 000 §8). */
export default function ApprovalErrorPage() {
  return <OutcomePage titleKey="approval.errorTitle" textKey="link.invalid" severity="error" />;
}
