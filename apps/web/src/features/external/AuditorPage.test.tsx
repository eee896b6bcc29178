import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigAnswer } from '../../test/client-config';
import AuditorPage from './AuditorPage';
import {
  API,
  documentInfo,
  FakeXhr,
  INVITATION_ID,
  link,
  PROJECT_ID,
  on,
  renderPage,
  stubRoutes,
  TOKEN,
  USER_ID,
  type Call,
} from './testing';

const PAGE = '/project/complianceauditforauditors';
const URL_OK = `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}&auditorid=${INVITATION_ID}`;
const SUBMIT = 'POST projects/submitcompleanceauditfromauditor';
const audit = (over = {}) => ({
  projectId: PROJECT_ID,
  projectUniqueId: 'FR-2026-000042',
  statusId: 10,
  dateOfExecutedComplianceAudit: null,
  submittedAt: null,
  auditorName: '',
  complianceReports: [
    {
      documentName: 'ComplianceReportFromAuditor',
      fileId: 51,
      fileName: 'report.pdf',
      uploadDate: '2026-07-01T10:00:00.000Z',
      email: 'audit@example.com',
      filePath: 'projects/GetFileById/51',
    },
  ],
  canInvite: false,
  ...over,
});

function setup({ auditAnswer = audit(), config = {} } = {}) {
  const { calls } = stubRoutes([
    on(API.clientConfig, {}, clientConfigAnswer(config)),
    on(
      API.getExternalLink,
      {},
      link({ party: 'auditor', brandId: null, brandName: '', name: 'Alex Auditor' }),
    ),
    on(API.getComplianceAudit, { params: { userId: USER_ID, projectId: PROJECT_ID } }, auditAnswer),
    on(
      API.getDocumentInfoToDownload,
      { params: { userId: USER_ID, projectId: PROJECT_ID } },
      documentInfo({ citeronFurnitureFilePath: 21, spoticarExteriorsignsfile: 22 }),
    ),
    on(API.submitAuditorComplianceAudit, {}, { statusCode: 200, message: 'ok' }),
  ]);
  const user = userEvent.setup();
  renderPage(URL_OK, PAGE, <AuditorPage />, 'auditor');
  return { calls, user };
}
const submits = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === SUBMIT);
const ready = () => screen.findByRole('button', { name: 'Submit Compliance Audit' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Auditor page', () => {
  it('shows the reports and the brand files with the spec’s labels', async () => {
    const { user } = setup();
    await ready();
    expect(
      screen.getByText(
        'Please Upload required details and fill in the dates and submit for Compliance Audit',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Compliance reports' })).toHaveTextContent('report.pdf');
    expect(screen.getByText(/^July 1st 2026, \d{1,2}:\d\d [AP]M$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Design Requirements' }));
    const list = await screen.findByRole('list', { name: 'Design Requirements' });
    expect(within(list).getByText('Citroen Furniture File')).toBeInTheDocument();
    expect(within(list).getByText('Spoticar Exterior signs file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download All Documents' })).toBeNull();
  });

  it('without the audit date opens "Compliance Audit Submit" and sends nothing', async () => {
    const { calls, user } = setup();
    await user.click(await ready());
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Audit Submit' });
    expect(within(dialog).getByText('Please enter all required fields')).toBeInTheDocument();
    expect(submits(calls)).toHaveLength(0);
  });

  it('submits the audit date with the ids; a refusal shows the server’s message', async () => {
    const { calls, user } = setup({ auditAnswer: audit({ dateOfExecutedComplianceAudit: '2026-07-02' }) });
    await user.click(await ready());
    expect(await screen.findByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(submits(calls)[0]!.body).toEqual({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      AuditorId: INVITATION_ID,
      DateOfExecutedSiteCompleamceAudit: '2026-07-02',
    });
  });

  it('uploads the compliance report; a failure says "error" and why', async () => {
    FakeXhr.answer = () => ({ status: 409, body: { statusCode: 409, message: 'FileExist' } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload Compliance Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'report.pdf')] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'error: A file with this name already exists. Please upload a file with a different name.',
      ),
    ).toBeInTheDocument();
    expect(FakeXhr.sent[0]!.form.get('DocumentName')).toBe('ComplianceReportFromAuditor');
  });

  it('refuses a file name against the rules before sending it, saying why', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload Compliance Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'audit#1.pdf')] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'error: The file name may contain only letters, digits, spaces and ( ) , . _ -. Please rename the file and upload it again.',
      ),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('says in its prompt that the report comes first, and without one submits nothing', async () => {
    const { calls, user } = setup({
      auditAnswer: audit({ dateOfExecutedComplianceAudit: '2026-07-02', complianceReports: [] }),
    });
    const button = await ready();
    expect(screen.getByText('Upload the compliance report before submitting the audit.')).toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Audit Submit' });
    expect(
      within(dialog).getByText('Upload the compliance report before submitting the audit.'),
    ).toBeInTheDocument();
    expect(submits(calls)).toHaveLength(0);
  });

  it('forgets the page when the inactivity countdown ends', async () => {
    // A 3 s countdown: its warning stays up long enough to be seen on a loaded machine (1 s was missed there).
    // The page is not awaited first: on a loaded machine it can take longer to show than the 200 ms of quiet,
    // and once the warning is up the page behind it is hidden from the accessibility tree.
    setup({ config: { idleTimeoutMs: 200, idleCountdownSeconds: 3 } });
    expect(
      await screen.findByText(
        /^You have been inactive for a while and will be logged out in [1-3] seconds\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument(),
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('button', { name: 'Submit Compliance Audit' })).toBeNull();
  });
});
