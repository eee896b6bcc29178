import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role, type TutorialGroup } from '@portal/contract';
import { session } from '../../lib/session';
import { failure, json, on, stubRoutes, type RouteStub } from '../../test/fetch-stub';
import { FakeXhr, uploadAnswer, uploadError } from '../../test/fake-xhr';
import { API } from '../../lib/routes';
import { render } from '../../test/query';
import LibrariesPage from './LibrariesPage';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const INFO_PACK: TutorialGroup[] = [
  {
    brandName: 'Peugeot',
    brandLabel: 'Peugeot',
    fileList: [
      { documentId: 11, fileName: 'Peugeot pack.pdf', uploadDate: '2024-03-05T10:00:00.000Z' },
      { documentId: 12, fileName: 'Peugeot signs.pdf', uploadDate: '2024-11-20T10:00:00.000Z' },
    ],
  },
  {
    brandName: 'Jeep',
    brandLabel: 'Jeep',
    fileList: [{ documentId: 21, fileName: 'Jeep pack.pdf', uploadDate: '2023-01-02T10:00:00.000Z' }],
  },
];
const TUTORIALS: TutorialGroup[] = [
  {
    brandName: 'Fiat Professional',
    brandLabel: 'PROFESSIONAL',
    fileList: [{ documentId: 31, fileName: 'Pro guide.pdf', uploadDate: '2025-07-14T10:00:00.000Z' }],
  },
];

function signIn(role: Role) {
  session.signedIn({
    token: 'tok',
    email: 'me@example.com',
    firstName: 'Me',
    roles: role,
    userSequence: 1,
    isFirstTimeLogin: false,
  });
}

/** The libraries' server; `stubs` replace its answers to the same calls. */
function setup(role: Role, stubs: RouteStub[] = []) {
  signIn(role);
  const api = stubRoutes([
    on(API.getBrandDocuments, {}, INFO_PACK),
    on(API.getTutorialDocuments, {}, TUTORIALS),
    on(API.downloadInfoPackDocument, { params: { documentId: 11 } }, new Response('%PDF', { status: 200 })),
    ...stubs,
  ]);
  render(<LibrariesPage />);
  return { ...api, user: userEvent.setup() };
}

const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  // Every byte is sent at once; the server's answer comes when the test says so (FakeXhr.finish).
  FakeXhr.reset(
    () =>
      uploadAnswer(API.uploadLibraryFile, {
        fileName: 'x.pdf',
        createdDate: '2026-03-05',
        directoryPath: '',
        documentId: 1,
      }),
    { hold: true },
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = realUrl.create;
  URL.revokeObjectURL = realUrl.revoke;
  session.clear();
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const fileInput = () => screen.getByLabelText('Choose a file', { selector: 'input' }) as HTMLInputElement;

describe('Documents screen: reading', () => {
  it('shows the Information Pack tab first: brand accordions with file name, DD/MM/YYYY and Download', async () => {
    const { user, calls } = setup(ROLES.ORIGINATOR);
    expect(screen.getByRole('heading', { level: 1, name: 'Tutorials and Documents' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Information Pack' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tutorial' })).toHaveAttribute('aria-selected', 'false');
    await user.click(await screen.findByRole('button', { name: 'Peugeot' }));
    const table = screen.getByRole('table', { name: 'Peugeot' });
    expect(within(table).getByText('Peugeot pack.pdf')).toBeInTheDocument();
    expect(within(table).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(table).getByText('20/11/2024')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Download Peugeot pack.pdf' })).toBeInTheDocument();
    // the information pack is asked for with the session
    const list = calls.find((c) => c.path === 'tutorials/getdynamicbranddocuments')!;
    expect(list.headers.Authorization).toBe('Bearer tok');
  });

  it('the Tutorial tab lists the tutorial library', async () => {
    const { user } = setup(ROLES.RETAIL);
    await user.click(screen.getByRole('tab', { name: 'Tutorial' }));
    await user.click(await screen.findByRole('button', { name: 'PROFESSIONAL' }));
    expect(screen.getByText('Pro guide.pdf')).toBeInTheDocument();
    expect(screen.getByText('14/07/2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Peugeot' })).not.toBeInTheDocument();
  });

  it.each([ROLES.ORIGINATOR, ROLES.RETAIL, ROLES.RND])(
    '%s sees no Delete and no Add Document',
    async (role) => {
      const { user } = setup(role);
      await user.click(await screen.findByRole('button', { name: 'Peugeot' }));
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Document' })).not.toBeInTheDocument();
    },
  );

  it('downloads with the "Downloading File..." dialog, which then closes', async () => {
    let release: () => void = () => {};
    const { user, calls } = setup(ROLES.ORIGINATOR, [
      on(
        API.downloadInfoPackDocument,
        { params: { documentId: 11 } },
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response('%PDF', { status: 200 }));
          }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Peugeot' }));
    await user.click(screen.getByRole('button', { name: 'Download Peugeot pack.pdf' }));
    expect(await screen.findByText('Downloading File...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Downloading File...')).not.toBeInTheDocument());
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    expect(calls.some((c) => c.path === 'tutorials/downloadinfopackdocument/11')).toBe(true);
  });

  it('a failed download says "File Not Found"', async () => {
    const { user } = setup(ROLES.ORIGINATOR);
    await user.click(await screen.findByRole('button', { name: 'Peugeot' }));
    await user.click(screen.getByRole('button', { name: 'Download Peugeot signs.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Not Found' });
    expect(within(dialog).getByText('The file you downloaded does not exist!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Documents screen: VC and HQ delete', () => {
  it('asks, shows "Deleting File...", then the success message that closes after 2 s; the list reloads', async () => {
    let deleted = false;
    let release: () => void = () => {};
    const [peugeot, jeep] = INFO_PACK as [TutorialGroup, TutorialGroup];
    const { user, calls } = setup(ROLES.VC, [
      on(API.getBrandDocuments, {}, () =>
        deleted ? [{ ...peugeot, fileList: peugeot.fileList.slice(1) }, jeep] : INFO_PACK,
      ),
      on(
        API.deleteInfoPackDocument,
        { params: { documentId: 11 } },
        () =>
          new Promise<Response>((resolve) => {
            release = () => {
              deleted = true;
              resolve(json({ statusCode: 200, message: 'ok' }));
            };
          }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Peugeot' }));
    await user.click(screen.getByRole('button', { name: 'Delete Peugeot pack.pdf' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete document' });
    expect(within(confirm).getByText(/Peugeot pack\.pdf/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting File...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('The file was deleted successfully.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Peugeot pack.pdf')).not.toBeInTheDocument());
    // The message stays up for DELETE_SUCCESS_MS (2 s): still there a second after it was seen (seeing it may
    // lag its appearing on a loaded machine, so no tighter bound), gone after.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByText('The file was deleted successfully.')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('The file was deleted successfully.')).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
  });

  it('Cancel deletes nothing; a failed delete says "error" with Close', async () => {
    const { user, calls } = setup(ROLES.HQ, [
      on(API.deleteInfoPackDocument, { params: { documentId: 21 } }, failure(500, 'x')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Jeep' }));
    await user.click(screen.getByRole('button', { name: 'Delete Jeep pack.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Jeep pack.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('error');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Documents screen: Add Document', () => {
  async function openDialog(role: Role = ROLES.VC, brand = 'Peugeot') {
    const ctx = setup(role);
    await ctx.user.click(await screen.findByRole('button', { name: brand }));
    await ctx.user.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = screen.getByRole('dialog', { name: /Add Document/ });
    return { ...ctx, dialog };
  }

  it('a file is required', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a file.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it.each([
    ['a+b.pdf', 'Invalid characters', 'Please change filename, "+" is not accepted'],
    ['Brand template.pdf', 'Template not accepted', /cannot be uploaded/],
    ['plan<1>.pdf', 'Invalid characters', /may contain only letters/],
  ])('the name rule refuses %s with its dialog', async (name, title, text) => {
    const { user, dialog } = await openDialog();
    await user.upload(fileInput(), pdf(name));
    const rule = await screen.findByRole('dialog', { name: title });
    expect(within(rule).getByText(text)).toBeInTheDocument();
    await user.click(within(rule).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads to the open brand: progress held at 94 % until the answer, then 100, SuccessUpload, reset after 1 s', async () => {
    const { user, dialog } = await openDialog(ROLES.HQ, 'Jeep');
    expect(within(dialog).getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Jeep');
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(getComputedStyle(upload).width).toBe('160px');
    await user.upload(fileInput(), pdf('Jeep guide.pdf'));
    expect(within(dialog).getByText('Jeep guide.pdf')).toBeInTheDocument();
    await user.click(upload);

    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '94'));
    expect(FakeXhr.sent).toHaveLength(1);
    const { url, form } = FakeXhr.sent[0]!;
    expect(url).toMatch(/\/api\/tutorials\/uploadafile$/);
    expect(form.get('Library')).toBe('infopack');
    expect(form.get('BrandName')).toBe('Jeep');
    expect(form.get('DocumentName')).toBe('Jeep');
    expect((form.get('files') as File).name).toBe('Jeep guide.pdf');

    act(() => FakeXhr.finish());
    expect(await within(dialog).findByText('The file was uploaded successfully.')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0'), { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Tutorial tab uploads into the tutorial library', async () => {
    const { user } = setup(ROLES.VC);
    await user.click(screen.getByRole('tab', { name: 'Tutorial' }));
    await user.click(await screen.findByRole('button', { name: 'Add Document' }));
    const dialog = screen.getByRole('dialog', { name: /Add Document/ });
    await user.upload(fileInput(), pdf('guide.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.form.get('Library')).toBe('tutorial');
  });

  it.each([
    [409, 'FileExist', 'A file with this name already exists. Please upload a file with a different name.'],
    [500, 'boom', 'error'],
  ])('a %i answer shows its text in red with Close', async (status, message, text) => {
    FakeXhr.answer = () => uploadError(status, message);
    const { user, dialog } = await openDialog();
    await user.upload(fileInput(), pdf('guide.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.finish());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
