import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CiBrandBlock, CiDocumentEntry, CiImplementation } from '@portal/contract';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../../test/fetch-stub';
import { render } from '../../../test/query';
import { FakeXhr, uploadAnswer } from '../../../test/fake-xhr';
import { API } from '../../../lib/routes';
import { CiImplementationTab } from './CiImplementationTab';

// MUI renders slowly in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;
const USER_ID = 7;
/** The submit and choice calls, as `calls` records them. */
const SUBMIT = 'POST projects/submitretailciimplementation';
const CHOOSE = 'POST projects/ciimplementationcompliancechoice';
/** The server keeps the choice and answers the screen with it. */
const keepChoice = () =>
  on(API.saveCiComplianceChoice, {}, (call) =>
    ci({ chosenFullCompliance: call.body.ImpleMentationCompletedStatus }),
  );
/** A local time, so that the expected text does not depend on the machine's time zone. */
const AT = new Date(2026, 2, 4, 9, 30).toISOString();

const entry = (fileId: number, fileName: string, documentName: string): CiDocumentEntry => ({
  documentName,
  fileId,
  fileName,
  uploadDate: AT,
  email: 'olivia@example.com',
  filePath: `projects/GetFileById/${fileId}`,
});

const brand = (over: Partial<CiBrandBlock> = {}): CiBrandBlock => ({
  brandId: 2,
  brandName: 'Peugeot',
  offerFile: null,
  offerDate: null,
  orderFile: null,
  orderDate: null,
  invoiceFile: null,
  invoiceDate: null,
  plannedDeliveryDate: null,
  plannedInstallationDate: null,
  installationCompletedDate: null,
  confirmedAt: null,
  ...over,
});

const PHOTO = entry(601, 'front.jpg', 'InstallationPhoto');

const ci = (over: Partial<CiImplementation> = {}): CiImplementation => ({
  projectId: PROJECT_ID,
  projectUniqueId: 'FR-2026-000042',
  statusId: 3,
  isCIImplementationSubmitted: false,
  submittedAt: null,
  submittedBy: '',
  fullCompliance: null,
  chosenFullCompliance: null,
  installationFileId: PHOTO.fileId,
  installationFilePath: PHOTO.filePath,
  installationPhotos: [PHOTO],
  partialComplianceEvidence: [],
  psaDerogationFileId: null,
  psaDerogationFilePath: '',
  derogationForms: [],
  implementationCompletedList: [],
  newProjectFacadePlanList: [],
  level1ExemptionList: [],
  level2ExemptionList: [],
  brands: [brand()],
  isUploadAllowed: true,
  canInvite: false,
  ...over,
});

function setup(data: Partial<CiImplementation> = {}, stubs: RouteStub[] = []) {
  const stub = stubRoutes([
    on(API.getCiImplementation, { params: { userId: USER_ID, projectId: PROJECT_ID } }, ci(data)),
    on(API.getInvitations, { params: { projectId: PROJECT_ID } }, []),
    keepChoice(),
    ...stubs,
  ]);
  render(<CiImplementationTab projectId={PROJECT_ID} userId={USER_ID} />);
  return { ...stub, user: userEvent.setup() };
}

const ready = () => screen.findByText('FR-2026-000042');
const submits = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === SUBMIT);
const fileInput = (document: string) =>
  screen.getByLabelText(`Choose a file for ${document}`, { selector: 'input' }) as HTMLInputElement;
const file = (name: string, type = 'application/pdf') => new File(['x'], name, { type });

/** The server's answer to an upload that went in. */
const uploaded = () =>
  uploadAnswer(API.uploadProjectFile, {
    fileName: 'x.pdf',
    createdDate: '2026-03-05',
    directoryPath: '',
    documentId: 1,
  });

beforeEach(() => {
  FakeXhr.reset(uploaded);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CI Implementation tab: brand blocks', () => {
  it('shows received dates without files for the originator, downloads for the others, and the supplier dates', async () => {
    setup({
      brands: [
        brand({ offerDate: AT, plannedDeliveryDate: '2026-04-01', confirmedAt: AT }),
        brand({
          brandId: 4,
          brandName: 'Opel',
          orderFile: entry(700, 'order.pdf', 'OrderFromSupplier'),
          orderDate: AT,
        }),
      ],
    });
    await ready();
    const peugeot = screen.getByRole('group', { name: 'Peugeot' });
    expect(within(peugeot).getByText('Received on March 4th 2026, 9:30 AM')).toBeInTheDocument();
    expect(within(peugeot).getAllByText('Not received yet')).toHaveLength(2);
    expect(within(peugeot).getByText('01/04/2026')).toBeInTheDocument();
    expect(within(peugeot).getByText('March 4th 2026, 9:30 AM')).toBeInTheDocument();
    const opel = screen.getByRole('group', { name: 'Opel' });
    expect(within(opel).getByRole('button', { name: 'Download order.pdf' })).toBeInTheDocument();
    expect(within(opel).getByText('Not confirmed yet')).toBeInTheDocument();
  });

  it('lists the four implementation statuses by their spec names', async () => {
    setup({ implementationCompletedList: [entry(801, 'done.pdf', 'ImplementationCompleted')] });
    await ready();
    const done = screen.getByRole('group', { name: 'Implementation completed as planned' });
    expect(within(done).getByText('done.pdf')).toBeInTheDocument();
    expect(within(done).getByText('March 4th 2026, 9:30 AM by olivia@example.com')).toBeInTheDocument();
    for (const name of [
      'New Project Facade Plan - After Survey',
      'Level 1 - Implementation completed with exemption',
      'Level 2 - Implementation completed with exemption',
    ])
      expect(
        within(screen.getByRole('group', { name })).getByText('No file uploaded yet.'),
      ).toBeInTheDocument();
  });
});

describe('CI Implementation tab: submit', () => {
  it('hides the submit button until an installation photo is uploaded', async () => {
    setup({ installationFileId: null, installationFilePath: '', installationPhotos: [] });
    await ready();
    expect(
      screen.getByText('Upload an installation photo before submitting the CI implementation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit CI implementation' })).toBeNull();
  });

  it('shows no submit button nor uploads to someone who may not upload', async () => {
    setup({ isUploadAllowed: false });
    await ready();
    expect(screen.queryByRole('button', { name: 'Submit CI implementation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('submits full compliance after the confirmation', async () => {
    let submitted = false;
    const { user, calls } = setup({}, [
      on(API.submitRetailCiImplementation, {}, () => {
        submitted = true;
        return ci({
          isCIImplementationSubmitted: true,
          submittedAt: AT,
          submittedBy: 'Olivia Martin',
          fullCompliance: true,
          isUploadAllowed: false,
          statusId: 10,
        });
      }),
    ]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit CI implementation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the CI implementation?' });
    expect(submitted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Submit CI implementation' }));
    expect(
      await screen.findByText('CI implementation submitted on March 4th 2026, 9:30 AM by Olivia Martin.'),
    ).toBeInTheDocument();
    expect(submits(calls)[0]!.body).toEqual({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      ImpleMentationCompletedStatus: true,
    });
    expect(screen.queryByRole('button', { name: 'Submit CI implementation' })).toBeNull();
    expect(screen.getAllByText('Full CI compliance will be executed').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal', async () => {
    const message = 'The CI implementation of this project is already submitted.';
    const { user } = setup({}, [on(API.submitRetailCiImplementation, {}, failure(405, message))]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit CI implementation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the CI implementation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit CI implementation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('CI Implementation tab: partial compliance', () => {
  it('asks for the evidence when partial is chosen and blocks the submission until it is there', async () => {
    const { user } = setup();
    await ready();
    expect(screen.queryByRole('group', { name: 'Evidence of the partial CI compliance' })).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: 'Only partial CI compliance possible (with evidence)' }),
    );
    const evidence = await screen.findByRole('group', { name: 'Evidence of the partial CI compliance' });
    expect(within(evidence).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit CI implementation' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Full CI compliance will be executed' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Evidence of the partial CI compliance' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Submit CI implementation' })).toBeEnabled();
  });

  it('keeps the choice with the draft: sent when made, shown again on reload before any evidence', async () => {
    const { user, calls } = setup();
    await ready();
    await user.click(
      screen.getByRole('radio', { name: 'Only partial CI compliance possible (with evidence)' }),
    );
    await waitFor(() => expect(calls.filter((c) => `${c.method} ${c.path}` === CHOOSE)).toHaveLength(1));
    expect(calls.find((c) => `${c.method} ${c.path}` === CHOOSE)!.body).toEqual({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      ImpleMentationCompletedStatus: false,
    });
  });

  it('shows the kept partial choice on reload, though no evidence is uploaded yet', async () => {
    setup({ chosenFullCompliance: false });
    await ready();
    expect(
      screen.getByRole('radio', { name: 'Only partial CI compliance possible (with evidence)' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit CI implementation' })).toBeDisabled();
  });

  it('goes back to the previous choice, saying why, when the server refuses to keep it', async () => {
    const { user } = setup({}, [
      on(
        API.saveCiComplianceChoice,
        {},
        failure(405, 'The CI implementation of this project is already submitted.'),
      ),
    ]);
    await ready();
    await user.click(
      screen.getByRole('radio', { name: 'Only partial CI compliance possible (with evidence)' }),
    );
    expect(
      await screen.findByText('The CI implementation of this project is already submitted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full CI compliance will be executed' })).toBeChecked();
  });

  it('submits partial compliance once the evidence is uploaded', async () => {
    const { user, calls } = setup(
      { partialComplianceEvidence: [entry(901, 'evidence.pdf', 'PartialComplianceEvidence')] },
      [
        on(
          API.submitRetailCiImplementation,
          {},
          ci({ isCIImplementationSubmitted: true, fullCompliance: false }),
        ),
      ],
    );
    await ready();
    expect(
      screen.getByRole('radio', { name: 'Only partial CI compliance possible (with evidence)' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit CI implementation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the CI implementation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit CI implementation' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(
      (submits(calls)[0]!.body as { ImpleMentationCompletedStatus: boolean }).ImpleMentationCompletedStatus,
    ).toBe(false);
  });
});

describe('CI Implementation tab: uploads', () => {
  it('uploads an installation photo with the CI document name', async () => {
    setup();
    await ready();
    fireEvent.change(fileInput('Installation photos'), {
      target: { files: [file('back.jpg', 'image/jpeg')] },
    });
    expect(await screen.findByText('back.jpg is uploaded.')).toBeInTheDocument();
    const { url, form } = FakeXhr.sent[0]!;
    expect(url).toMatch(/\/api\/projects\/uploadafile$/);
    expect(form.get('DocumentName')).toBe('InstallationPhoto');
    expect(form.get('ProjectId')).toBe(String(PROJECT_ID));
    expect(form.get('UserId')).toBe(String(USER_ID));
  });

  it('refuses a bad file name and shows FileExist on a 409', async () => {
    setup();
    await ready();
    fireEvent.change(fileInput('Derogation form'), { target: { files: [file('form+1.pdf')] } });
    const invalid = await screen.findByRole('dialog', { name: 'Invalid characters' });
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.click(within(invalid).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    FakeXhr.answer = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'FileExist' },
    });
    fireEvent.change(fileInput('Derogation form'), { target: { files: [file('form.pdf')] } });
    const conflict = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(
      within(conflict).getByText(
        'A file with this name already exists. Please upload a file with a different name.',
      ),
    ).toBeInTheDocument();
  });
});
