import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { on } from '../../../test/fetch-stub';
import { API } from '../../../lib/routes';
import type { PdfOpener } from '../../../components/viewer/types';
import {
  PROJECT_ID,
  USER_ID,
  docRow,
  fileInput,
  maxUploaded,
  pdf,
  ready,
  resetStubsAroundEachTest,
  setup,
} from './testing';

// The message tool and the validation actions have their own tests (messages/, review/).
vi.mock('./messages/MessageTool', () => ({ MessageTool: () => <p>message tool</p> }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));

// MUI renders slowly in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

resetStubsAroundEachTest();

describe('Design Validation tab: documents', () => {
  it.each([
    ['plan+v2.pdf', 'Invalid characters', 'Please change filename, "+" is not accepted'],
    ['my Template.pdf', 'Template not accepted', /A template cannot be uploaded/],
    ['plan#1.pdf', 'Invalid characters', /may contain only letters, digits/],
  ])('refuses the file name %s with its dialog and sends nothing', async (name, title, text) => {
    const { calls } = setup();
    await ready();
    fireEvent.change(fileInput('New Project Interior Elevation Plan'), { target: { files: [pdf(name)] } });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('projects/ismaxfileuploaded'))).toBe(false);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads into the slot with the multipart fields, showing progress', async () => {
    setup({ stubs: [maxUploaded('newProjectInteriorElevationPlan', false)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Elevation Plan'), {
      target: { files: [pdf('elevation.pdf')] },
    });
    expect(await screen.findByText('elevation.pdf is uploaded.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    const { url, form } = FakeXhr.sent[0]!;
    expect(url).toMatch(/\/api\/projects\/uploadafile$/);
    expect(form.get('DocumentName')).toBe('newProjectInteriorElevationPlan');
    expect(form.get('ProjectId')).toBe(String(PROJECT_ID));
    expect(form.get('UserId')).toBe(String(USER_ID));
    expect(form.get('ReplaceOldest')).toBe('false');
    expect((form.get('files') as File).name).toBe('elevation.pdf');
  });

  it('asks "replace the oldest version?" when the slot is full, then sends ReplaceOldest', async () => {
    const { user } = setup({ stubs: [maxUploaded('newProjectInteriorPlan', true)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('plan v6.pdf')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Replace the oldest version?' });
    expect(FakeXhr.sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace the oldest' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.form.get('ReplaceOldest')).toBe('true');
  });

  it('sends nothing when the replacement is declined', async () => {
    const { user } = setup({ stubs: [maxUploaded('newProjectInteriorPlan', true)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('plan v6.pdf')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Replace the oldest version?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the FileExist message on a 409 and the server’s message on a 413', async () => {
    setup({ stubs: [maxUploaded('newProjectInteriorPlan', false)] });
    await ready();
    FakeXhr.answer = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'FileExist' },
    });
    fireEvent.change(fileInput('New Project Interior Plan'), {
      target: { files: [pdf('interior plan.pdf')] },
    });
    const conflict = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(
      within(conflict).getByText(
        'A file with this name already exists. Please upload a file with a different name.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(conflict).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    FakeXhr.answer = () => ({
      status: 413,
      body: {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'This file is too large: at most 100 MB per file.',
      },
    });
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('huge.pdf')] } });
    const tooLarge = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(
      within(tooLarge).getByText('This file is too large: at most 100 MB per file.'),
    ).toBeInTheDocument();
  });

  it('opens a PDF in the document viewer, which reads it inline with the bearer token (no frame)', async () => {
    const pdfEngine = vi.fn<PdfOpener>(() =>
      Promise.resolve({
        count: 2,
        page: () =>
          Promise.resolve({
            size: { width: 600, height: 800 },
            render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
            cleanup: () => {},
          }),
        destroy: () => {},
      }),
    );
    const { user } = setup({ pdfEngine });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Preview interior plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'interior plan.pdf' });
    expect(await within(dialog).findByRole('textbox', { name: 'Page number' })).toHaveValue('1');
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    const [request] = pdfEngine.mock.calls[0]!;
    expect(request.url).toMatch(/\/api\/projects\/GetFileById\/501\?inline=true$/);
    expect(request.headers['Accept-Language']).toBe('en');
    expect(dialog.querySelector('iframe')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'interior plan.pdf' })).toBeNull());
  });

  it('shows File Not Found when a template cannot be downloaded', async () => {
    const { user } = setup();
    await ready();
    await user.click(within(docRow('Derogation Form')).getByRole('button', { name: 'Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Not Found' });
    expect(within(dialog).getByText('The file you downloaded does not exist!')).toBeInTheDocument();
  });

  it('deletes a version after a confirmation', async () => {
    const deleted = vi.fn(() => ({ statusCode: 200, message: 'Deleted' }));
    const { user } = setup({
      stubs: [
        on(
          API.deleteProjectDocs,
          {
            params: {
              fileName: 'interior plan.pdf',
              documentName: 'newProjectInteriorPlan',
              projectId: PROJECT_ID,
            },
          },
          deleted,
        ),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Delete interior plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
