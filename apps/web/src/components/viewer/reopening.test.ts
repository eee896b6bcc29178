import { describe, expect, it } from 'vitest';
import { reopening } from './reopening';
import type { ViewerDocument } from './types';

/** A fake opening of a 10-page PDF that records which pages it drew, cleaned and whether it was let go. */
function fakeOpening(name: string, log: string[], pending: (() => void)[] = []) {
  const doc: ViewerDocument & { destroyed: boolean } = {
    count: 10,
    destroyed: false,
    async page(n) {
      return {
        size: { width: 100, height: 50 },
        render: () => {
          log.push(`${name} draws ${n}`);
          return {
            promise: new Promise<void>((resolve) => pending.push(resolve)),
            cancel: () => log.push(`${name} cancels ${n}`),
          };
        },
        cleanup: () => log.push(`${name} cleans ${n}`),
      };
    },
    destroy() {
      log.push(`${name} let go`);
      doc.destroyed = true;
    },
  };
  return doc;
}

const canvas = {} as HTMLCanvasElement;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Draws page n and waits until the drawing is done. */
async function draw(doc: ViewerDocument, n: number, pending: (() => void)[]) {
  const page = await doc.page(n);
  const task = page.render(canvas, 1, 0, 1);
  await settle();
  pending.shift()?.();
  await task.promise;
  await settle();
}

/** A log, the drawings not yet done, and openings afresh named "opening 2", "opening 3"… counted as made. */
function openings() {
  const log: string[] = [];
  const pending: (() => void)[] = [];
  let made = 0;
  return {
    log,
    pending,
    made: () => made,
    reopen: async () => fakeOpening(`opening ${++made + 1}`, log, pending),
  };
}

describe('a PDF is opened afresh every so many pages', () => {
  it('draws from a new opening past the limit and lets the old one go', async () => {
    const { log, pending, made, reopen } = openings();
    const doc = reopening(fakeOpening('opening 1', log, pending), reopen, { pages: 3, restMs: 0 });
    expect(doc.count).toBe(10);
    await draw(doc, 1, pending);
    await draw(doc, 2, pending);
    // The same page twice counts once: its bytes are read once.
    await draw(doc, 2, pending);
    expect(made()).toBe(0);
    await draw(doc, 3, pending);
    expect(made()).toBe(1);
    await draw(doc, 4, pending);
    expect(log).toEqual([
      'opening 1 draws 1',
      'opening 1 draws 2',
      'opening 1 draws 2',
      'opening 1 draws 3',
      'opening 1 let go',
      'opening 2 draws 4',
    ]);
  });

  it('opens afresh once the reader rests, or at once past twice the pages', async () => {
    const { log, pending, made, reopen } = openings();
    const doc = reopening(fakeOpening('opening 1', log, pending), reopen, { pages: 2, restMs: 60 });
    // Paging on without a rest: nothing until twice the pages.
    for (const n of [1, 2, 3]) await draw(doc, n, pending);
    expect(made()).toBe(0);
    await draw(doc, 4, pending);
    expect(made()).toBe(1);
    // Past the pages, a rest on the page opens afresh.
    await draw(doc, 5, pending);
    await draw(doc, 6, pending);
    expect(made()).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(made()).toBe(2);
    await draw(doc, 7, pending);
    expect(log.at(-1)).toBe('opening 3 draws 7');
  });

  it('lets an old opening go only once the drawings under way on it are done', async () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const second = fakeOpening('opening 2', log, pending);
    const doc = reopening(fakeOpening('opening 1', log, pending), async () => second, {
      pages: 2,
      restMs: 0,
    });
    await draw(doc, 1, pending);
    // Page 2 starts (the limit is reached) and page 3 starts before either is done.
    const two = (await doc.page(2)).render(canvas, 1, 0, 1);
    const three = (await doc.page(3)).render(canvas, 1, 0, 1);
    await settle();
    pending.shift()?.();
    await two.promise;
    await settle();
    // Opened afresh, but page 3 is still being drawn on the first opening.
    expect(log).not.toContain('opening 1 let go');
    pending.shift()?.();
    await three.promise;
    await settle();
    expect(log.at(-1)).toBe('opening 1 let go');
  });

  it('keeps drawing from the current opening when opening afresh fails, and tries again later', async () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    let tries = 0;
    const doc = reopening(
      fakeOpening('opening 1', log, pending),
      async () => {
        tries++;
        throw new Error('network');
      },
      { pages: 2, restMs: 0 },
    );
    for (const n of [1, 2, 3]) await draw(doc, n, pending);
    expect(tries).toBe(1);
    await draw(doc, 4, pending);
    expect(tries).toBe(2);
    expect(log.filter((l) => l.includes('let go'))).toEqual([]);
  });

  it('cleans a page only on the opening that drew it, and closing lets the current opening go at once', async () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const first = fakeOpening('opening 1', log, pending);
    const doc = reopening(first, async () => fakeOpening('opening 2', log, pending), { pages: 5, restMs: 0 });
    await draw(doc, 1, pending);
    (await doc.page(1)).cleanup();
    (await doc.page(7)).cleanup();
    await settle();
    expect(log).toContain('opening 1 cleans 1');
    expect(log).not.toContain('opening 1 cleans 7');
    doc.destroy();
    doc.destroy();
    expect(log.filter((l) => l === 'opening 1 let go')).toHaveLength(1);
  });

  it('a new opening made after closing is let go at once', async () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    let finish: (d: ViewerDocument) => void = () => {};
    const doc = reopening(
      fakeOpening('opening 1', log, pending),
      () => new Promise<ViewerDocument>((resolve) => (finish = resolve)),
      { pages: 1, restMs: 0 },
    );
    await draw(doc, 1, pending);
    doc.destroy();
    const late = fakeOpening('opening 2', log, pending);
    finish(late);
    await settle();
    expect(late.destroyed).toBe(true);
  });
});
