import { OutcomePage } from './OutcomePage';

export default function ScopeRejectedPage() {
  return (
    <OutcomePage
      titleKey="approval.scopeRejectedTitle"
      textKey="approval.scopeRejectedText"
      severity="info"
    />
  );
}
