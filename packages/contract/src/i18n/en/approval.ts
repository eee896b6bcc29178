/** Texts of the approval-by-link screens (spec 000 §2.7, §4, §8). */
export const approval = {
  'approval.title': 'Account request',
  'approval.intro': 'Please check the request below, then approve or reject it.',
  'approval.details': 'Applicant',
  'approval.roles': 'Role',
  'approval.firstName': 'Name',
  'approval.siteName': 'Site name',
  'approval.city': 'City',
  'approval.countries': 'Countries',
  'approval.approve': 'Approve',
  'approval.reject': 'Reject',
  'approval.approvedTitle': 'Account Approved',
  'approval.approvedText':
    'The account has been approved. The applicant receives an email with a temporary password.',
  'approval.rejectedTitle': 'Account Rejected',
  'approval.rejectedText': 'The account request has been rejected. The applicant has been informed by email.',
  'approval.errorTitle': 'Request not available',
} as const;
