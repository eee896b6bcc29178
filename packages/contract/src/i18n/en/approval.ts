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

  // ---- a Retail Network Development user's request for more markets and brands (docs/access.md, docs/accounts.md) ----
  'approval.scopeTitle': 'Markets and brands request',
  'approval.scopeIntro':
    'A Retail Network Development user asks to see the projects of more markets and brands. Please check the request, then approve or reject it.',
  'approval.scopeUser': 'User',
  'approval.scopeEmail': 'Email',
  'approval.scopeRole': 'Role',
  'approval.scopeCurrentMarkets': 'Current markets',
  'approval.scopeCurrentBrands': 'Current brands',
  'approval.scopeAddedMarkets': 'Markets to add',
  'approval.scopeAddedBrands': 'Brands to add',
  'approval.scopeRequestedOn': 'Requested on',
  'approval.scopeApprovedTitle': 'Request Approved',
  'approval.scopeApprovedText':
    'The user now sees the projects of the added markets and brands and has been informed by email.',
  'approval.scopeRejectedTitle': 'Request Rejected',
  'approval.scopeRejectedText':
    "The user's markets and brands stay as they were. The user has been informed by email.",
} as const;
