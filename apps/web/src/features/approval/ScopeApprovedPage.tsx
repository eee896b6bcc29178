import { OutcomePage } from './OutcomePage';

export default function ScopeApprovedPage() {
  return (
    <OutcomePage
      titleKey="approval.scopeApprovedTitle"
      textKey="approval.scopeApprovedText"
      severity="success"
    />
  );
}
