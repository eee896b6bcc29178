import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { PdfEngine } from '../engine';
import type { PdfOpener, PreviewSource, ViewerDocument } from '../types';
import type { CompareVersion } from './types';
import VersionCompare, { defaultPair } from './VersionCompare';

const en = packs.en;
vi.setConfig({ testTimeout: 60_000 });

/** A PDF of `count` pages of 600 × 800 points that records which pages it drew, and at which scale. */
function fakePdf(count: number) {
  const drawn: { page: number; scale: number }[] = [];
  const doc: ViewerDocument = {
    count,
    page: (n) =>
      Promise.resolve({
        size: { width: 600, height: 800 },
        render: (_canvas, scale) => {
          drawn.push({ page: n, scale });
          return { promise: Promise.resolve(), cancel: () => {} };
        },
        cleanup: () => {},
      }),
    destroy: vi.fn(),
  };
  return { doc, drawn };
}

const source = (id: number): PreviewSource => ({
  request: () => ({ url: `/api/projects/GetFileById/${id}?inline=true`, headers: {} }),
  load: () => Promise.reject(new Error('not an image')),
});
const version = (id: number, fileName: string): CompareVersion => ({
  key: String(id),
  label: `v${id}: ${fileName}`,
  fileName,
  kind: 'pdf',
  source: source(id),
});
// Newest first, as a slot lists them.
const VERSIONS = [version(3, 'plan v3.pdf'), version(2, 'plan v2.pdf'), version(1, 'plan v1.pdf')];

async function openCompare(counts: Record<number, number> = { 1: 3, 2: 3, 3: 2 }) {
  const docs = new Map(
    Object.entries(counts).map(([id, n]) => [`/api/projects/GetFileById/${id}?inline=true`, fakePdf(n)]),
  );
  const engine = vi.fn<PdfOpener>(({ url }) => {
    const pdf = docs.get(url);
    return pdf
      ? Promise.resolve(pdf.doc)
      : Promise.reject(Object.assign(new Error('gone'), { failure: 'missing' }));
  });
  render(
    <PdfEngine.Provider value={engine}>
      <VersionCompare versions={VERSIONS} />
    </PdfEngine.Provider>,
  );
  const paneA = await screen.findByRole('region', { name: 'Version A: plan v2.pdf' });
  const paneB = screen.getByRole('region', { name: 'Version B: plan v3.pdf' });
  await within(paneA).findByRole('img', { name: 'Version A, page 1' });
  await within(paneB).findByRole('img', { name: 'Version B, page 1' });
  const pdfOf = (id: number) => docs.get(`/api/projects/GetFileById/${id}?inline=true`) ?? fakePdf(0);
  return { engine, paneA, paneB, pdfOf, user: userEvent.setup() };
}

const canvasWidth = (pane: HTMLElement) => within(pane).getByRole('img').style.width;

describe('version compare', () => {
  it('pairs the last two versions by default, the older as A', () => {
    expect(defaultPair(VERSIONS)).toEqual(['2', '3']);
    expect(defaultPair([VERSIONS[0]!])).toEqual(['3', '3']);
  });

  it('opens the last two versions side by side, each drawn at the same scale', async () => {
    const { engine, pdfOf } = await openCompare();
    expect(engine.mock.calls.map(([r]) => r.url).sort()).toEqual([
      '/api/projects/GetFileById/2?inline=true',
      '/api/projects/GetFileById/3?inline=true',
    ]);
    expect(screen.getByRole('combobox', { name: en['compare.versionA'] })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: en['compare.versionB'] })).toHaveValue('3');
    expect(pdfOf(2).drawn.at(-1)).toEqual({ page: 1, scale: 1 });
    expect(pdfOf(3).drawn.at(-1)).toEqual({ page: 1, scale: 1 });
  });

  it('zooms both versions together, by the toolbar and by the keyboard', async () => {
    const { paneA, paneB, pdfOf, user } = await openCompare();
    await user.click(screen.getByRole('button', { name: en['viewer.zoomIn'] }));
    expect(canvasWidth(paneA)).toBe('750px');
    expect(canvasWidth(paneB)).toBe('750px');
    fireEvent.keyDown(paneB, { key: '+' });
    expect(canvasWidth(paneA)).toBe('900px');
    expect(canvasWidth(paneB)).toBe('900px');
    await vi.waitFor(() => expect(pdfOf(2).drawn.at(-1)?.scale).toBe(1.5));
    expect(pdfOf(3).drawn.at(-1)?.scale).toBe(1.5);
  });

  it('turns the pages of both together, and says when a version has no such page', async () => {
    const { paneA, paneB, user } = await openCompare();
    await user.click(screen.getByRole('button', { name: en['viewer.nextPage'] }));
    expect(await within(paneA).findByRole('img', { name: 'Version A, page 2' })).toBeInTheDocument();
    expect(within(paneB).getByRole('img', { name: 'Version B, page 2' })).toBeInTheDocument();
    // A has three pages, B two: page 3 is A's alone.
    fireEvent.keyDown(paneA, { key: 'End' });
    expect(await within(paneA).findByRole('img', { name: 'Version A, page 3' })).toBeInTheDocument();
    expect(within(paneB).getByRole('status')).toHaveTextContent('This version has no page 3.');
    expect(screen.getByRole('textbox', { name: en['viewer.pageField'] })).toHaveValue('3');
  });

  it('pans both together: scrolling one pane scrolls the other to the same place', async () => {
    const { paneA, paneB } = await openCompare();
    paneA.scrollTop = 120;
    paneA.scrollLeft = 40;
    fireEvent.scroll(paneA);
    expect(paneB.scrollTop).toBe(120);
    expect(paneB.scrollLeft).toBe(40);
    // B's own scroll event (the echo) moves nothing back; a scroll of B's own is followed by A.
    fireEvent.scroll(paneB);
    paneB.scrollTop = 300;
    fireEvent.scroll(paneB);
    expect(paneA.scrollTop).toBe(300);
  });

  it('compares any two versions chosen', async () => {
    const { engine, user } = await openCompare();
    await user.selectOptions(screen.getByRole('combobox', { name: en['compare.versionA'] }), '1');
    expect(await screen.findByRole('region', { name: 'Version A: plan v1.pdf' })).toBeInTheDocument();
    expect(engine.mock.calls.at(-1)?.[0].url).toBe('/api/projects/GetFileById/1?inline=true');
  });

  it('lays B over A in overlay mode: differences blended, or B faded by the opacity slider', async () => {
    const { user } = await openCompare();
    await user.click(screen.getByRole('button', { name: en['compare.overlay'] }));
    const pane = await screen.findByRole('region', { name: 'plan v3.pdf over plan v2.pdf' });
    const b = await within(pane).findByRole('img', { name: 'Version B, page 1' });
    expect(within(pane).getByRole('img', { name: 'Version A, page 1' })).toBeInTheDocument();
    expect(b.style.mixBlendMode).toBe('difference');
    await user.click(screen.getByRole('switch', { name: en['compare.differences'] }));
    expect(b.style.mixBlendMode).toBe('normal');
    const slider = screen.getByRole('slider', { name: en['compare.opacity'] });
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(b.style.opacity).toBe('0.9');
    // Back side by side: two panes again.
    await user.click(screen.getByRole('button', { name: en['compare.sideBySide'] }));
    expect(await screen.findByRole('region', { name: 'Version A: plan v2.pdf' })).toBeInTheDocument();
  });

  it('says so when a version is gone, and shows the other', async () => {
    render(
      <PdfEngine.Provider
        value={({ url }) =>
          url.includes('/3?')
            ? Promise.reject(Object.assign(new Error('gone'), { failure: 'missing' }))
            : Promise.resolve(fakePdf(1).doc)
        }
      >
        <VersionCompare versions={VERSIONS} />
      </PdfEngine.Provider>,
    );
    const paneB = await screen.findByRole('region', { name: 'Version B: plan v3.pdf' });
    expect(await within(paneB).findByRole('status')).toHaveTextContent(en['compare.missing'] ?? '');
    const paneA = screen.getByRole('region', { name: 'Version A: plan v2.pdf' });
    expect(await within(paneA).findByRole('img', { name: 'Version A, page 1' })).toBeInTheDocument();
  });
});
