import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DownloadPage from './DownloadPage';
import {
  API,
  documentInfo,
  INVITATION_ID,
  link,
  PROJECT_ID,
  on,
  renderPage,
  stubRoutes,
  TOKEN,
  USER_ID,
} from './testing';

const PAGE = '/project/DownloadValidatedDesigns';
const URL_OK = `${PAGE}?userid=${USER_ID}&token=${TOKEN}&projectid=${PROJECT_ID}&supplierid=${INVITATION_ID}`;

function setup(docs: ReturnType<typeof documentInfo>, stubs: Parameters<typeof stubRoutes>[0] = []) {
  const { calls } = stubRoutes([
    on(API.getExternalLink, {}, link({ party: 'download', brandId: null, brandName: '' })),
    on(API.getDocumentInfoToDownload, { params: { userId: USER_ID, projectId: PROJECT_ID } }, docs),
    on(
      API.downloadMessageFile,
      { query: { fileName: '' } },
      () => new Response(new Blob(['x']), { status: 200 }),
    ),
    ...stubs,
  ]);
  const user = userEvent.setup();
  renderPage(URL_OK, PAGE, <DownloadPage />, 'download');
  return { calls, user };
}

afterEach(() => vi.restoreAllMocks());

describe('Download page', () => {
  it('lists the validated designs with the design labels, without a Messaging Tool when there are no message files', async () => {
    setup(documentInfo({ newProjectMassPlanFilePath: 1, digitalAtRetailOrderFormFilePath: 2 }));
    const list = await screen.findByRole('list', { name: 'Design Requirements' });
    expect(within(list).getByText('New Project Mass Plan')).toBeInTheDocument();
    expect(within(list).getByText('Digital At Retail Order Form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Download Validated Designs' })).toBeInTheDocument();
    expect(screen.queryByText('Messaging Tool')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download All Documents' })).toBeInTheDocument();
  });

  it('shows the message files (name, DD/MM/YYYY) and downloads one with the link token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { calls, user } = setup(
      documentInfo(
        {},
        {
          listMessage: [
            {
              fileName: 'notes.pdf',
              createdDate: '2026-04-03T09:00:00.000Z',
              attachedFile: '9/77/notes.pdf',
            },
          ],
        },
      ),
    );
    expect(await screen.findByText('Messaging Tool')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Messaging File Download' }));
    const table = await screen.findByRole('table', { name: 'Messaging File Download' });
    expect(within(table).getByText('notes.pdf')).toBeInTheDocument();
    expect(within(table).getByText('03/04/2026')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Download notes.pdf' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('Documents/downloadfileconmtentmessage'))).toBe(true),
    );
    const call = calls.find((c) => c.path.startsWith('Documents/downloadfileconmtentmessage'))!;
    expect(call.path).toBe('Documents/downloadfileconmtentmessage?fileName=9%2F77%2Fnotes.pdf');
    expect(call.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('opens an image message file in the document viewer with the link token; a spreadsheet has no preview', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { calls, user } = setup(
      documentInfo(
        {},
        {
          listMessage: [
            {
              fileName: 'photo.png',
              createdDate: '2026-04-03T09:00:00.000Z',
              attachedFile: '9/78/photo.png',
            },
            {
              fileName: 'list.xlsx',
              createdDate: '2026-04-03T09:00:00.000Z',
              attachedFile: '9/79/list.xlsx',
            },
          ],
        },
      ),
      [
        on(
          API.downloadMessageFile,
          { query: { fileName: '' } },
          () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } }),
        ),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Messaging File Download' }));
    const table = await screen.findByRole('table', { name: 'Messaging File Download' });
    expect(within(table).queryByRole('button', { name: 'Preview list.xlsx' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Preview photo.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(await within(dialog).findByAltText('photo.png')).toHaveAttribute('src', 'blob:photo');
    const call = calls.find((c) => c.path.startsWith('Documents/downloadfileconmtentmessage'))!;
    expect(call.path).toBe('Documents/downloadfileconmtentmessage?fileName=9%2F78%2Fphoto.png');
    expect(call.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });
});
