import { PATHS } from '../../components/paths';
import { approveUser } from './api/approveUser';
import { fetchApprovalDetail } from './api/getApprove';
import { rejectUser } from './api/rejectUser';
import { LinkDecisionPage } from './LinkDecisionPage';

/**
 * Approve or reject an account request from the emailed link (spec 000 §2.7, §4):
 * /user/approveuserRequest?email=…&token=…. Any failure or bad link leads to the error page.
 */
export default function ApprovalPage() {
  return (
    <LinkDecisionPage
      titleKey="approval.title"
      introKey="approval.intro"
      detailsKey="approval.details"
      queryName="approval-detail"
      load={fetchApprovalDetail}
      rows={(d) => [
        ['approval.roles', d.roles, 'approval-roles'],
        ['approval.firstName', d.firstName, 'approval-firstName'],
        ['approval.siteName', d.siteName, 'approval-siteName'],
        ['approval.city', d.city, 'approval-city'],
        ['approval.countries', d.countries, 'approval-countries'],
      ]}
      approve={approveUser}
      reject={rejectUser}
      approvedPath={PATHS.accountApproved}
      rejectedPath={PATHS.accountRejected}
    />
  );
}
