import { OutcomePage } from './OutcomePage';

export default function AccountRejectedPage() {
  return <OutcomePage titleKey="approval.rejectedTitle" textKey="approval.rejectedText" severity="info" />;
}
