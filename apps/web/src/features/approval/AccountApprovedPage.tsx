import { OutcomePage } from './OutcomePage';

export default function AccountApprovedPage() {
  return <OutcomePage titleKey="approval.approvedTitle" textKey="approval.approvedText" severity="success" />;
}
