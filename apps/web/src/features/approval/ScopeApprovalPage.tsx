import { PATHS } from '../../components/paths';
import { formatDate } from '../../lib/dates';
import { approveScopeRequest } from './api/approveScopeRequest';
import { fetchScopeRequest } from './api/getScopeRequest';
import { rejectScopeRequest } from './api/rejectScopeRequest';
import { LinkDecisionPage } from './LinkDecisionPage';

/**
 * Approve or reject a Retail Network Development user's request for more markets and brands, from the
 * emailed link /user/approveScopeRequest?email=…&token=… (docs/access.md, docs/accounts.md). Until decided, the user keeps
 * the markets and brands it had.
 */
export default function ScopeApprovalPage() {
  return (
    <LinkDecisionPage
      titleKey="approval.scopeTitle"
      introKey="approval.scopeIntro"
      detailsKey="approval.details"
      queryName="scope-request"
      load={fetchScopeRequest}
      rows={(d) => [
        ['approval.scopeUser', d.firstName, 'scope-user'],
        ['approval.scopeEmail', d.email, 'scope-email'],
        ['approval.scopeRole', d.roles, 'scope-role'],
        ['approval.scopeAddedMarkets', d.addedMarkets, 'scope-addedMarkets'],
        ['approval.scopeAddedBrands', d.addedBrands, 'scope-addedBrands'],
        ['approval.scopeCurrentMarkets', d.markets, 'scope-markets'],
        ['approval.scopeCurrentBrands', d.brands, 'scope-brands'],
        ['approval.scopeRequestedOn', formatDate(d.requestedOn), 'scope-requestedOn'],
      ]}
      approve={approveScopeRequest}
      reject={rejectScopeRequest}
      approvedPath={PATHS.scopeApproved}
      rejectedPath={PATHS.scopeRejected}
    />
  );
}
