import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@portal/contract/i18n';
import DocumentViewer from './DocumentViewer';
import type { PdfOpener, PreviewSource, ViewerDocument } from './types';
import type { PageGeometry } from './geometry';

const en = packs.en;

/** jsdom has no IntersectionObserver: this one reports what the test says is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
}

/** Says pages `inView` of the viewer's column are in view, the others not. */
function showPages(inView: number[]) {
  act(() => {
    for (const o of FakeObserver.all) {
      const entries = [...o.targets]
        .filter((el) => (el as HTMLElement).dataset.page)
        .map((el) => {
          const shown = inView.includes(Number((el as HTMLElement).dataset.page));
          return {
            target: el,
            isIntersecting: shown,
            intersectionRect: { width: shown ? 100 : 0, height: shown ? 100 : 0 },
          } as unknown as IntersectionObserverEntry;
        });
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  });
}

/**
 * Says which thumbnails of the strip are in its view (`drawn`) and which lie within the margin the strip keeps
 * drawn around it (`kept`, the observer with a `rootMargin`).
 */
function showThumbs({ drawn, kept }: { drawn: number[]; kept: number[] }) {
  act(() => {
    for (const o of FakeObserver.all) {
      const inView = o.options.rootMargin ? kept : drawn;
      const entries = [...o.targets]
        .filter((el) => (el as HTMLElement).dataset.thumb)
        .map((el) => {
          const shown = inView.includes(Number((el as HTMLElement).dataset.thumb));
          return { target: el, isIntersecting: shown } as unknown as IntersectionObserverEntry;
        });
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function fakePdf(count: number) {
  const rendered: number[] = [];
  const doc: ViewerDocument = {
    count,
    page: (n) =>
      Promise.resolve({
        size: { width: 600, height: 800 },
        render: () => {
          rendered.push(n);
          return { promise: Promise.resolve(), cancel: () => {} };
        },
        cleanup: () => {},
      }),
    destroy: vi.fn(),
  };
  return { doc, rendered };
}

const source = (blob?: Blob): PreviewSource => ({
  request: () => ({ url: '/api/projects/GetFileById/7?inline=true', headers: { Authorization: 'Bearer t' } }),
  load: () => (blob ? Promise.resolve(blob) : Promise.reject(new Error('404'))),
});

async function openPdf(count = 3, extra: Partial<Parameters<typeof DocumentViewer>[0]> = {}) {
  const { doc, rendered } = fakePdf(count);
  const opener = vi.fn<PdfOpener>(() => Promise.resolve(doc));
  render(
    <DocumentViewer
      fileName="plan.pdf"
      kind="pdf"
      source={source()}
      onMissing={() => {}}
      openPdf={opener}
      {...extra}
    />,
  );
  const field = await screen.findByRole('textbox', { name: en['viewer.pageField'] });
  return { doc, rendered, opener, field };
}

describe('DocumentViewer, a PDF', () => {
  it('opens the document by its address with the token in a header', async () => {
    const { opener } = await openPdf();
    expect(opener).toHaveBeenCalledWith({
      url: '/api/projects/GetFileById/7?inline=true',
      headers: { Authorization: 'Bearer t' },
    });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('holds canvases only for the pages in view, one before them and one after (two past the first page)', async () => {
    const { rendered } = await openPdf(8);
    showPages([1]);
    expect(await screen.findByRole('img', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Page 3' })).toBeNull();
    showPages([4]);
    expect(await screen.findByRole('img', { name: 'Page 6' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Page 2' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Page 7' })).toBeNull();
    expect(rendered).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    expect(rendered).not.toContain(7);
    // The current page follows what is in view.
    expect(screen.getByText('4 / 8')).toBeInTheDocument();
  });

  it('frees a page once drawn (pdf.js caches), its canvas pixels when it leaves the window, a thumbnail once drawn', async () => {
    const cleaned: number[] = [];
    const doc: ViewerDocument = {
      count: 6,
      page: (n) =>
        Promise.resolve({
          size: { width: 600, height: 800 },
          render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
          cleanup: () => cleaned.push(n),
        }),
      destroy: () => {},
    };
    render(
      <DocumentViewer
        fileName="plan.pdf"
        kind="pdf"
        source={source()}
        onMissing={() => {}}
        openPdf={() => Promise.resolve(doc)}
      />,
    );
    await screen.findByRole('textbox', { name: en['viewer.pageField'] });
    showPages([1]);
    const first = (await screen.findByRole('img', { name: 'Page 1' })) as HTMLCanvasElement;
    // Drawn: pdf.js's objects of the page (its decoded images, operator list) are freed at once; the canvas
    // keeps its pixels while the page is in the window.
    await vi.waitFor(() => expect(first.dataset.drawn).toBe('true'));
    expect(cleaned).toContain(1);
    expect(first.width).toBeGreaterThan(0);
    showPages([5]);
    await vi.waitFor(() => expect(first.width).toBe(0));
    expect(first.height).toBe(0);
    // Thumbnails 1–3 are drawn when the strip opens; each frees its page at once (page 3 is not in view).
    expect(cleaned).not.toContain(3);
    await userEvent.setup().click(screen.getByRole('button', { name: en['viewer.showThumbnails'] }));
    await vi.waitFor(() => expect(cleaned).toContain(3));
  });

  it('goes to a page typed in the field, and undoes a number outside the document', async () => {
    const user = userEvent.setup();
    const { field } = await openPdf(3);
    await user.clear(field);
    await user.type(field, '3{Enter}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(field).toHaveValue('3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('pages, zooms, fits and rotates by the keyboard', async () => {
    await openPdf(5);
    const pages = screen.getByRole('region', { name: en['viewer.pages']!.replace('{{name}}', 'plan.pdf') });
    fireEvent.keyDown(pages, { key: 'End' });
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    fireEvent.keyDown(pages, { key: 'PageUp' });
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    fireEvent.keyDown(pages, { key: 'Home' });
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
    fireEvent.keyDown(pages, { key: 'PageDown' });
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    // jsdom lays nothing out: the fits read 100 %; the steps go from there.
    fireEvent.keyDown(pages, { key: '+' });
    expect(screen.getByText('125 %')).toBeInTheDocument();
    fireEvent.keyDown(pages, { key: '-' });
    fireEvent.keyDown(pages, { key: '-' });
    expect(screen.getByText('75 %')).toBeInTheDocument();
    fireEvent.keyDown(pages, { key: '0' });
    expect(screen.getByRole('button', { name: en['viewer.fitPage'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const frame = pages.querySelector('[data-page="1"]') as HTMLElement;
    expect(frame.dataset.rotation).toBe('0');
    fireEvent.keyDown(pages, { key: 'r' });
    expect(frame.dataset.rotation).toBe('90');
  });

  it('zooms with the buttons and Ctrl+wheel', async () => {
    const user = userEvent.setup();
    await openPdf(2);
    // The fit (100 % in jsdom, which lays nothing out) is set once the first page's size is known.
    expect(await screen.findByText('100 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en['viewer.zoomIn'] }));
    expect(await screen.findByText('125 %')).toBeInTheDocument();
    const pages = screen.getByTestId('viewer-pages');
    fireEvent.wheel(pages, { deltaY: -100, ctrlKey: true, timeStamp: 1000 });
    expect(await screen.findByText('150 %')).toBeInTheDocument();
    // A wheel is one step per 80 ms at most (usePanZoom.ts), by the event's own time: jsdom stamps events with
    // the real clock and ignores a given timeStamp, so the next wheel comes after that much time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.wheel(pages, { deltaY: 100, ctrlKey: true, timeStamp: 2000 });
    expect(await screen.findByText('125 %')).toBeInTheDocument();
    // A wheel without Ctrl scrolls.
    fireEvent.wheel(pages, { deltaY: 100, timeStamp: 3000 });
    expect(await screen.findByText('125 %')).toBeInTheDocument();
  });

  it('keeps thumbnails drawn near the strip’s view only: one far away gives its pixels back, and is drawn again when it comes back', async () => {
    const { rendered } = await openPdf(40);
    await userEvent.setup().click(screen.getByRole('button', { name: en['viewer.showThumbnails'] }));
    const strip = screen.getByRole('navigation', { name: en['viewer.thumbnails'] });
    const thumb = (n: number) => strip.querySelector<HTMLCanvasElement>(`[data-thumb="${n}"] canvas`);
    const drawings = (n: number) => rendered.filter((p) => p === n).length;
    // Thumbnails 1–3 are drawn as the strip opens (jsdom has nothing to copy from: pdf.js draws them, page 1
    // also drawn by the column).
    await vi.waitFor(() => expect(drawings(3)).toBe(1));
    const before = drawings(1);
    const first = thumb(1);
    expect(first).not.toBeNull();
    // Within the margin around the strip's view, a thumbnail out of view stays drawn.
    showThumbs({ drawn: [10], kept: Array.from({ length: 20 }, (_, i) => i + 1) });
    expect(thumb(1)).toBe(first);
    // Farther away, it gives its pixels back at once.
    showThumbs({ drawn: [30], kept: Array.from({ length: 20 }, (_, i) => i + 20) });
    expect(thumb(1)).toBeNull();
    expect(first?.width).toBe(0);
    expect(first?.height).toBe(0);
    // Back in view, it is drawn again.
    showThumbs({ drawn: [1, 2], kept: Array.from({ length: 12 }, (_, i) => i + 1) });
    await vi.waitFor(() => expect(drawings(1)).toBe(before + 1));
    expect(thumb(1)).not.toBeNull();
  });

  it('opens the thumbnails, which go to their page', async () => {
    const user = userEvent.setup();
    await openPdf(4);
    await user.click(screen.getByRole('button', { name: en['viewer.showThumbnails'] }));
    const strip = screen.getByRole('navigation', { name: en['viewer.thumbnails'] });
    expect(within(strip).getAllByRole('button')).toHaveLength(4);
    await user.click(within(strip).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    // jsdom is narrow (no media query matches): the strip lies over the pages and folds once a page is chosen.
    expect(screen.queryByRole('navigation', { name: en['viewer.thumbnails'] })).toBeNull();
    await user.click(screen.getByRole('button', { name: en['viewer.showThumbnails'] }));
    const again = screen.getByRole('navigation', { name: en['viewer.thumbnails'] });
    expect(within(again).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: en['viewer.hideThumbnails'] }));
    expect(screen.queryByRole('navigation', { name: en['viewer.thumbnails'] })).toBeNull();
  });

  it('copies a thumbnail from the page the column drew; pdf.js draws only those outside the column’s window', async () => {
    const drawImage = vi.fn();
    const context = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
    try {
      const { rendered } = await openPdf(6);
      showPages([1]);
      await screen.findByRole('img', { name: 'Page 2' });
      await vi.waitFor(() => expect(rendered).toEqual([1, 2]));
      // The strip shows thumbnails 1–3: 1 and 2 are the column's drawings, 3 is outside its window (1–2).
      await userEvent.setup().click(screen.getByRole('button', { name: en['viewer.showThumbnails'] }));
      await vi.waitFor(() => expect(drawImage).toHaveBeenCalledTimes(2));
      const copied = drawImage.mock.calls.map(([source]) =>
        (source as HTMLElement).getAttribute('aria-label'),
      );
      expect(copied.sort()).toEqual(['Page 1', 'Page 2']);
      await vi.waitFor(() => expect(rendered).toEqual([1, 2, 3]));
    } finally {
      context.mockRestore();
    }
  });

  it('gives an overlay each page’s geometry', async () => {
    await openPdf(2, {
      renderPageOverlay: (g) => (
        <span
          data-testid={`overlay-${g.page}`}
        >{`${g.size.width}x${g.size.height}@${g.scale}/${g.rotation}`}</span>
      ),
    });
    expect(screen.getByTestId('overlay-1')).toHaveTextContent('600x800@1/0');
    expect(screen.getByTestId('overlay-2')).toHaveTextContent('600x800@1/0');
  });

  it('says a file that is not a PDF cannot be shown, and a file gone is missing', async () => {
    const opener: PdfOpener = () => Promise.reject(Object.assign(new Error('x'), { failure: 'unreadable' }));
    const { unmount } = render(
      <DocumentViewer
        fileName="plan.pdf"
        kind="pdf"
        source={source()}
        onMissing={() => {}}
        openPdf={opener}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(en['common.previewUnavailable']!);
    unmount();
    const onMissing = vi.fn();
    const gone: PdfOpener = () => Promise.reject(Object.assign(new Error('x'), { failure: 'missing' }));
    render(
      <DocumentViewer
        fileName="plan.pdf"
        kind="pdf"
        source={source()}
        onMissing={onMissing}
        openPdf={gone}
      />,
    );
    await vi.waitFor(() => expect(onMissing).toHaveBeenCalled());
  });
});

describe('DocumentViewer, an image', () => {
  const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = realUrl.create;
    URL.revokeObjectURL = realUrl.revoke;
  });

  it('draws an image the server answers as image/png, and rotates and zooms it', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:img-1');
    URL.revokeObjectURL = vi.fn();
    render(
      <DocumentViewer
        fileName="photo.png"
        kind="image"
        source={source(new Blob(['png'], { type: 'image/png' }))}
        onMissing={() => {}}
      />,
    );
    const img = await screen.findByAltText('photo.png');
    expect(img).toHaveAttribute('src', 'blob:img-1');
    // Shown once loaded (its natural size decides the fit).
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: 'photo.png' })).toBe(img);
    await user.click(screen.getByRole('button', { name: en['viewer.rotate'] }));
    expect(getComputedStyle(img).transform).toContain('rotate(90deg)');
    await user.click(screen.getByRole('button', { name: en['viewer.zoomIn'] }));
    expect(screen.getByText('125 %')).toBeInTheDocument();
    // No pages for an image.
    expect(screen.queryByRole('textbox', { name: en['viewer.pageField'] })).toBeNull();
  });

  it('gives an image one page of geometry for an overlay (markups): its natural size, turned with it', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:img-2');
    URL.revokeObjectURL = vi.fn();
    const overlay = (g: PageGeometry) => (
      <span data-testid="overlay">{`${g.page} ${g.size.width}x${g.size.height} ${g.rotation} ${g.view.width}x${g.view.height}`}</span>
    );
    render(
      <DocumentViewer
        fileName="plan.png"
        kind="image"
        source={source(new Blob(['png'], { type: 'image/png' }))}
        onMissing={() => {}}
        renderPageOverlay={overlay}
      />,
    );
    const img = await screen.findByAltText('plan.png');
    // Placed once the image's size is known.
    expect(screen.queryByTestId('overlay')).toBeNull();
    Object.defineProperty(img, 'naturalWidth', { value: 800 });
    Object.defineProperty(img, 'naturalHeight', { value: 400 });
    fireEvent.load(img);
    expect(screen.getByTestId('overlay')).toHaveTextContent('1 800x400 0 800x400');
    await user.click(screen.getByRole('button', { name: en['viewer.rotate'] }));
    expect(screen.getByTestId('overlay')).toHaveTextContent('1 800x400 90 400x800');
  });

  it('shows nothing of an image the server does not answer as one (its name is not trusted)', async () => {
    const create = vi.fn(() => 'blob:x');
    URL.createObjectURL = create;
    render(
      <DocumentViewer
        fileName="photo.png"
        kind="image"
        source={source(new Blob(['<html>'], { type: 'application/octet-stream' }))}
        onMissing={() => {}}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(en['common.previewUnavailable']!);
    expect(create).not.toHaveBeenCalled();
  });
});
