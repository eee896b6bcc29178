import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CiDocumentEntry } from '@portal/contract';
import { PdfEngine } from '../../../components/viewer/engine';
import type { PdfOpener } from '../../../components/viewer/types';
import { render } from '../../../test/query';
import { CiDocumentList } from './CiDocumentList';

vi.setConfig({ testTimeout: 60_000 });

const entry = (fileId: number, fileName: string, uploadDate: string): CiDocumentEntry => ({
  documentName: 'installationPhotos',
  fileId,
  fileName,
  uploadDate,
  email: 'olivia@demo.test',
  filePath: `projects/GetFileById/${fileId}`,
});

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

function show(entries: CiDocumentEntry[], pdfEngine = engine()) {
  render(
    <PdfEngine.Provider value={pdfEngine}>
      <CiDocumentList id="ci-offers" title="Offers" entries={entries} />
    </PdfEngine.Provider>,
  );
  return { pdfEngine, user: userEvent.setup() };
}

describe('CI document list: version compare', () => {
  it('offers no Compare with one file the viewer shows', () => {
    show([entry(1, 'offer.pdf', '2026-05-01T10:00:00Z'), entry(2, 'offer.xlsx', '2026-05-02T10:00:00Z')]);
    expect(screen.queryByRole('button', { name: 'Compare versions of Offers' })).toBeNull();
  });

  it('compares the last two files, the older as A', async () => {
    const { pdfEngine, user } = show([
      entry(1, 'offer v1.pdf', '2026-05-01T10:00:00Z'),
      entry(3, 'offer v3.pdf', '2026-05-03T10:00:00Z'),
      entry(2, 'offer v2.pdf', '2026-05-02T10:00:00Z'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Compare versions of Offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare versions: Offers' });
    await within(dialog).findByRole('region', { name: 'Version A: offer v2.pdf' });
    expect(within(dialog).getByRole('region', { name: 'Version B: offer v3.pdf' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Version A' })).getAllByRole('option'),
    ).toHaveLength(3);
    await waitFor(() => expect(pdfEngine).toHaveBeenCalledTimes(2));
    expect(pdfEngine.mock.calls.map(([r]) => r.url).sort()).toEqual([
      expect.stringMatching(/GetFileById\/2\?inline=true$/),
      expect.stringMatching(/GetFileById\/3\?inline=true$/),
    ]);
  });
});
