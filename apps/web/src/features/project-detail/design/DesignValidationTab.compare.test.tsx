import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PdfOpener } from '../../../components/viewer/types';
import { PDF_VERSION, docRow, ready, resetStubsAroundEachTest, setup, slot } from './testing';

// The message tool and the validation actions have their own tests (messages/, review/).
vi.mock('./messages/MessageTool', () => ({ MessageTool: () => <p>message tool</p> }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));
vi.setConfig({ testTimeout: 60_000 });

resetStubsAroundEachTest();

const V2 = {
  ...PDF_VERSION,
  documentId: 502,
  fileName: 'interior plan v2.pdf',
  createdDate: '2026-03-10T10:00:00.000Z',
};
const WORD = { ...PDF_VERSION, documentId: 503, fileName: 'notes.docx', contentType: 'application/msword' };

const engine = () =>
  vi.fn<PdfOpener>(() =>
    Promise.resolve({
      count: 1,
      page: () =>
        Promise.resolve({
          size: { width: 600, height: 800 },
          render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
          cleanup: () => {},
        }),
      destroy: () => {},
    }),
  );

describe('Design Validation tab: version compare', () => {
  it('offers Compare on a slot with two versions the viewer shows, and opens the last two', async () => {
    const pdfEngine = engine();
    const { user } = setup({
      pdfEngine,
      docs: {
        documents: [
          // Newest first: v3 (a Word file the viewer cannot show), v2, v1.
          slot('newProjectInteriorPlan', { versions: [WORD, V2, PDF_VERSION] }),
          slot('newProjectInteriorElevationPlan', { versions: [{ ...PDF_VERSION, documentId: 601 }] }),
        ],
      },
    });
    await ready();
    expect(
      within(docRow('New Project Interior Elevation Plan')).queryByRole('button', { name: /^Compare/ }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare versions of New Project Interior Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare versions: New Project Interior Plan' });
    const a = await within(dialog).findByRole('combobox', { name: 'Version A' });
    expect(a).toHaveDisplayValue('v1: interior plan.pdf (04/03/2026)');
    expect(within(dialog).getByRole('combobox', { name: 'Version B' })).toHaveDisplayValue(
      'v2: interior plan v2.pdf (10/03/2026)',
    );
    expect(within(a).getAllByRole('option')).toHaveLength(2);
    await within(dialog).findByRole('img', { name: 'Version B, page 1' });
    const urls = pdfEngine.mock.calls.map(([r]) => r.url).sort();
    expect(urls).toEqual([
      expect.stringMatching(/\/api\/projects\/GetFileById\/501\?inline=true$/),
      expect.stringMatching(/\/api\/projects\/GetFileById\/502\?inline=true$/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
