import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SupplierPage from './SupplierPage';
import {
  API,
  brandBlock,
  BRAND_ID,
  ciImplementation,
  documentInfo,
  FakeXhr,
  INVITATION_ID,
  json,
  link,
  PROJECT_ID,
  on,
  renderPage,
  stubRoutes,
  TOKEN,
  USER_ID,
  type Call,
} from './testing';
import { localToday } from '../../lib/dates';

const PAGE = '/project/ciimplementationforsuplier';
const URL_OK = `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}&supplierid=${INVITATION_ID}&brandid=${BRAND_ID}`;
const SUBMIT = 'POST projects/SubmitCIImplementationForSupplier';
const DATES = {
  plannedDeliveryDate: '2026-06-01',
  installationCompletedDate: '2026-06-20',
  plannedInstallationDate: '2026-06-10',
};
const onFile = (documentName: string, fileId: number) => ({
  documentName,
  fileId,
  fileName: `${documentName}.pdf`,
  uploadDate: '2026-05-01T10:00:00.000Z',
  email: 'sam@example.com',
  filePath: `projects/GetFileById/${fileId}`,
});
/** The offer and the order on file: the supplier may confirm (the lifecycle's guard). */
const FILES = { offerFile: onFile('OfferFromSupplier', 31), orderFile: onFile('OrderFromSupplier', 32) };

function setup({
  path = URL_OK,
  linkAnswer = (): Response | Promise<Response> => json(link()),
  block = brandBlock(),
  docs = documentInfo({ simulationFilePath: 11, psaDerogationFormFilePath: 12 }),
} = {}) {
  const { calls } = stubRoutes([
    on(API.getExternalLink, {}, linkAnswer),
    on(
      API.getCiImplementation,
      { params: { userId: USER_ID, projectId: PROJECT_ID } },
      ciImplementation(block),
    ),
    on(API.getDocumentInfoToDownload, { params: { userId: USER_ID, projectId: PROJECT_ID } }, docs),
    on(API.submitSupplierCiImplementation, {}, { statusCode: 200, message: 'ok' }),
  ]);
  const user = userEvent.setup();
  renderPage(path, PAGE, <SupplierPage />, 'supplier');
  return { calls, user };
}

const ready = () => screen.findByRole('button', { name: 'Confirm CI installation completed' });
const submits = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === SUBMIT);

beforeEach(() => {
  FakeXhr.reset();
  FakeXhr.answer = () => ({
    status: 200,
    body: { fileName: 'offer.pdf', createdDate: '2026-05-01', directoryPath: '', documentId: 99 },
  });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Supplier page: the link', () => {
  it('sends the link token as bearer and shows the page for a matching link', async () => {
    const { calls } = setup();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'CI Implementation' })).toBeInTheDocument();
    expect(
      screen.getByText('Please Upload required details and submit for CI Implementation'),
    ).toBeInTheDocument();
    expect(screen.getByText('Project FR-2026-000042 · GARAGE DU CENTRE')).toBeInTheDocument();
    const linkCall = calls.find((c) => c.path === 'projects/externallink')!;
    expect(linkCall.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('target', '_blank');
  });

  it('shows its title and prompt while the link is checked, and asks the data with the check', async () => {
    let answerLink: (r: Response) => void = () => {};
    const { calls } = setup({ linkAnswer: () => new Promise<Response>((resolve) => (answerLink = resolve)) });
    // The frame is there before the link's answer (issue 20 §5)…
    expect(screen.getByRole('heading', { level: 1, name: 'CI Implementation' })).toBeInTheDocument();
    expect(
      screen.getByText('Please Upload required details and submit for CI Implementation'),
    ).toBeInTheDocument();
    // …and the page's data was asked for at once, not after it (early.ts).
    const paths = () => calls.map((c) => c.path.split('/').slice(0, 2).join('/'));
    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining([
          'projects/externallink',
          'projects/getallciimplementationdata',
          'projects/GetDocumentInfoToDownload',
        ]),
      ),
    );
    answerLink(json(link()));
    await ready();
    // Each asked once: the queries took the early answers.
    expect(paths().filter((p) => p === 'projects/getallciimplementationdata')).toHaveLength(1);
    expect(paths().filter((p) => p === 'projects/externallink')).toHaveLength(1);
  });

  it.each([
    [
      'another brand',
      `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}&supplierid=${INVITATION_ID}&brandid=3`,
    ],
    [
      'another project',
      `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=43&supplierid=${INVITATION_ID}&brandid=${BRAND_ID}`,
    ],
    [
      'another invitation',
      `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}&supplierid=6&brandid=${BRAND_ID}`,
    ],
    [
      'another user',
      `${PAGE}?userid=8&token=${TOKEN}&projectid=${PROJECT_ID}&supplierid=${INVITATION_ID}&brandid=${BRAND_ID}`,
    ],
  ])('shows the invalid-link message for %s', async (_case, path) => {
    setup({ path });
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    // The page's data is asked for with the link's check (early.ts); the server answers by the token, and the
    // page shows nothing of it for an address that does not match.
    expect(screen.queryByRole('button', { name: 'Upload Offer' })).toBeNull();
    expect(screen.queryByText('Project FR-2026-000042 · GARAGE DU CENTRE')).toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByText('Please Upload required details and submit for CI Implementation'),
      ).toBeNull(),
    );
  });

  it('shows the invalid-link message for a link of another party', async () => {
    setup({ linkAnswer: () => json(link({ party: 'download', brandId: null })) });
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it('shows the invalid-link message on a 401 and when the token is missing', async () => {
    setup({ linkAnswer: () => json({ statusCode: 401, message: 'link.invalid' }, 401) });
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
  });

  it('asks nothing when the address lacks an id', async () => {
    const { calls } = setup({ path: `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}` });
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(calls).toHaveLength(calls.filter((c) => c.path === 'client-config').length);
  });
});

describe('Supplier page: form', () => {
  it('lists only the design documents that exist, with Download All Documents', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Design Requirements' }));
    const list = await screen.findByRole('list', { name: 'Design Requirements' });
    expect(within(list).getByText('3D Simulation')).toBeInTheDocument();
    expect(within(list).getByText('Derogation Form')).toBeInTheDocument();
    expect(within(list).queryByText('Photos Report')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download All Documents' })).toBeInTheDocument();
  });

  it('opens one panel at a time; clicking the open one closes it', async () => {
    const { user } = setup();
    await ready();
    const ci = screen.getByRole('button', { name: 'CI Implementation' });
    const design = screen.getByRole('button', { name: 'Design Requirements' });
    expect(ci).toHaveAttribute('aria-expanded', 'true');
    await user.click(design);
    expect(design).toHaveAttribute('aria-expanded', 'true');
    expect(ci).toHaveAttribute('aria-expanded', 'false');
    await user.click(design);
    expect(design).toHaveAttribute('aria-expanded', 'false');
  });

  it('with a date missing opens "CI Implementation submit" and sends nothing', async () => {
    const { calls, user } = setup({ block: brandBlock({ ...DATES, plannedInstallationDate: null }) });
    await user.click(await ready());
    const dialog = await screen.findByRole('dialog', { name: 'CI Implementation submit' });
    expect(within(dialog).getByText('Please enter all required fields')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submits(calls)).toHaveLength(0);
  });

  it('submits the three dates with the ids, then shows Request Submitted Successfully', async () => {
    const { calls, user } = setup({ block: brandBlock({ ...DATES, ...FILES }) });
    await user.click(await ready());
    expect(await screen.findByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm CI installation completed' })).toBeNull();
    const [call] = submits(calls);
    expect(call!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(call!.body).toEqual({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      SupplierId: INVITATION_ID,
      BrandId: BRAND_ID,
      PlannedDeliveryDate: '2026-06-01',
      DateOfInstallationCompleted: '2026-06-20',
      PlannedInstallationDate: '2026-06-10',
    });
  });

  it('without the offer and the order on file says so and sends nothing', async () => {
    const { calls, user } = setup({ block: brandBlock({ ...DATES, offerFile: FILES.offerFile }) });
    await user.click(await ready());
    const dialog = await screen.findByRole('dialog', { name: 'CI Implementation submit' });
    expect(
      within(dialog).getByText(
        'Upload the offer and the order of your brand before confirming the installation.',
      ),
    ).toBeInTheDocument();
    expect(submits(calls)).toHaveLength(0);
  });

  it('a read-only link shows what was sent, without uploads or submit', async () => {
    setup({
      linkAnswer: () => json(link({ readOnly: true })),
      block: brandBlock({
        ...DATES,
        confirmedAt: '2026-06-21T10:00:00.000Z',
        offerFile: {
          documentName: 'OfferFromSupplier',
          fileId: 31,
          fileName: 'offer.pdf',
          uploadDate: '2026-05-01T10:00:00.000Z',
          email: 'sam@example.com',
          filePath: 'projects/GetFileById/31',
        },
      }),
    });
    expect(await screen.findByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm CI installation completed' })).toBeNull();
    expect(screen.getByText('Offer: offer.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(/Planned Delivery Date/, { selector: 'input' })).toHaveValue('01/06/2026');
  });

  it('uploads the offer with the link token and shows Success Upload', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose a file to upload.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'offer.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Success Upload')).toBeInTheDocument();
    const { url, form, headers } = FakeXhr.sent[0]!;
    expect(url).toMatch(/\/api\/projects\/uploadafile$/);
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(form.get('DocumentName')).toBe('OfferFromSupplier');
    expect(form.get('ProjectId')).toBe(String(PROJECT_ID));
    expect(form.get('UserId')).toBe(String(USER_ID));
    expect((form.get('files') as File).name).toBe('offer.pdf');
  });

  it('shows "error" and why on a 409 (FileExist), just "error" on a server fault', async () => {
    const { user } = setup();
    FakeXhr.answer = () => ({ status: 409, body: { statusCode: 409, message: 'FileExist' } });
    await user.click(await screen.findByRole('button', { name: 'Upload Order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'order.pdf')] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'error: A file with this name already exists. Please upload a file with a different name.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    FakeXhr.answer = () => ({ status: 500, body: { statusCode: 500, message: 'internal server error' } });
    await user.click(screen.getByRole('button', { name: 'Upload Invoice' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'invoice.pdf')] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('error')).toBeInTheDocument();
  });

  it.each([
    ['offer+v2.pdf', 'error: Please change filename, "+" is not accepted'],
    [
      'offer template.pdf',
      'error: A template cannot be uploaded: fill in the form and save it under a name without "template".',
    ],
    [
      'offer#2.pdf',
      'error: The file name may contain only letters, digits, spaces and ( ) , . _ -. Please rename the file and upload it again.',
    ],
  ])('refuses %s before sending it, saying why', async (name, text) => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], name)] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the server\'s refusal after "error"', async () => {
    FakeXhr.answer = () => ({
      status: 413,
      body: { statusCode: 413, message: 'This file is too large: at most 100 MB per file.' },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upload Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
      target: { files: [new File(['x'], 'offer.pdf')] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('error: This file is too large: at most 100 MB per file.'),
    ).toBeInTheDocument();
  });
});

describe('Supplier page: Date Of Installation Completed', () => {
  const day = (offset: number) => localToday(new Date(Date.now() + offset * 86_400_000));

  it('refuses a day in the future, saying why, and sends nothing; the planned dates may be ahead', async () => {
    const { calls, user } = setup({
      block: brandBlock({
        plannedDeliveryDate: day(20),
        installationCompletedDate: day(2),
        plannedInstallationDate: day(40),
      }),
    });
    await user.click(await ready());
    const helper = document.getElementById('supplier-DateOfInstallationCompleted-helper-text');
    expect(helper).toHaveTextContent(
      'Date Of Installation Completed cannot be in the future: enter the day the installation was completed.',
    );
    expect(screen.getAllByText(/cannot be in the future/)).toHaveLength(1);
    expect(submits(calls)).toHaveLength(0);
  });

  it('takes today', async () => {
    const { calls, user } = setup({
      block: brandBlock({
        plannedDeliveryDate: day(20),
        installationCompletedDate: day(0),
        plannedInstallationDate: day(40),
        ...FILES,
      }),
    });
    await user.click(await ready());
    expect(await screen.findByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(submits(calls)[0]!.body).toMatchObject({ DateOfInstallationCompleted: day(0) });
  });
});
