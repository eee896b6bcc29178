import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceAudit } from '@portal/contract';
import { API } from '../../../lib/routes';
import { on, stubRoutes } from '../../../test/fetch-stub';
import { render } from '../../../test/query';
import { ComplianceAuditTab } from './ComplianceAuditTab';

vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;
const USER_ID = 7;
const AT = new Date(2026, 4, 2, 14, 5).toISOString();

const audit = (over: Partial<ComplianceAudit> = {}): ComplianceAudit => ({
  projectId: PROJECT_ID,
  projectUniqueId: 'FR-2026-000042',
  statusId: 10,
  dateOfExecutedComplianceAudit: null,
  submittedAt: null,
  auditorName: '',
  complianceReports: [],
  canInvite: false,
  ...over,
});

function setup(over: Partial<ComplianceAudit> = {}) {
  return stubRoutes([
    on(API.getComplianceAudit, { params: { userId: USER_ID, projectId: PROJECT_ID } }, audit(over)),
    on(API.getInvitations, { params: { projectId: PROJECT_ID } }, []),
  ]);
}

afterEach(() => vi.restoreAllMocks());

describe('Compliance Audit tab', () => {
  it('shows the project identifier and the audit date read-only, with the auditor’s report', async () => {
    setup({
      statusId: 11,
      dateOfExecutedComplianceAudit: '2026-04-28',
      submittedAt: AT,
      auditorName: 'Alex Auditor',
      complianceReports: [
        {
          documentName: 'ComplianceReportFromAuditor',
          fileId: 77,
          fileName: 'audit report.pdf',
          uploadDate: AT,
          email: 'alex@audit.example',
          filePath: 'projects/GetFileById/77',
        },
      ],
    });
    render(<ComplianceAuditTab projectId={PROJECT_ID} userId={USER_ID} />);
    expect(await screen.findByText('FR-2026-000042')).toBeInTheDocument();
    const date = screen.getByRole('textbox', { name: 'Date of executed site compliance audit' });
    expect(date).toHaveValue('28/04/2026');
    expect(date).toHaveAttribute('readonly');
    expect(screen.getByText('Submitted on May 2nd 2026, 2:05 PM by Alex Auditor')).toBeInTheDocument();
    const reports = screen.getByRole('group', { name: 'Compliance reports from the auditor' });
    expect(within(reports).getByRole('button', { name: 'Download audit report.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite the auditor' })).toBeNull();
  });

  it('shows an empty date until the audit is submitted, and the auditor invitation to VC', async () => {
    setup({ canInvite: true });
    render(<ComplianceAuditTab projectId={PROJECT_ID} userId={USER_ID} />);
    const date = await screen.findByRole('textbox', { name: 'Date of executed site compliance audit' });
    expect(date).toHaveValue('');
    expect(date).toHaveAttribute('placeholder', 'Not submitted yet');
    expect(await screen.findByRole('button', { name: 'Invite the auditor' })).toBeInTheDocument();
    expect(screen.getByText('Nobody is invited yet.')).toBeInTheDocument();
  });
});
