import { describe, expect, it, vi } from 'vitest';
import { drawnPages } from './drawnPages';

const canvasOf = (width = 800) => Object.assign(document.createElement('canvas'), { width, height: 600 });

describe('drawnPages', () => {
  it('answers a page drawn in the window at once, and one drawn later when it is', () => {
    const pages = drawnPages();
    pages.setWindow(new Set([1, 2]));
    const first = canvasOf();
    pages.drawn(1, 0, first);
    const use = vi.fn();
    pages.whenDrawn(1, 0, use);
    expect(use).toHaveBeenCalledWith(first);

    const later = vi.fn();
    pages.whenDrawn(2, 0, later);
    expect(later).not.toHaveBeenCalled();
    const second = canvasOf();
    pages.drawn(2, 0, second);
    expect(later).toHaveBeenCalledExactlyOnceWith(second);
  });

  it('answers null for a page outside the window, or leaving it before it is drawn', () => {
    const pages = drawnPages();
    pages.setWindow(new Set([1, 2]));
    const outside = vi.fn();
    pages.whenDrawn(5, 0, outside);
    expect(outside).toHaveBeenCalledExactlyOnceWith(null);

    const leaving = vi.fn();
    pages.whenDrawn(2, 0, leaving);
    pages.setWindow(new Set([3, 4]));
    expect(leaving).toHaveBeenCalledExactlyOnceWith(null);
    // Its canvas, emptied on leaving, is not answered afterwards either.
    pages.drawn(2, 0, canvasOf());
    const after = vi.fn();
    pages.whenDrawn(2, 0, after);
    expect(after).toHaveBeenCalledWith(null);
  });

  it('forgets a drawing that left the window, or is being drawn again, and waits for the rotation asked', () => {
    const pages = drawnPages();
    pages.setWindow(new Set([1]));
    pages.drawn(1, 0, canvasOf());
    pages.started(1);
    const rotated = vi.fn();
    pages.whenDrawn(1, 90, rotated);
    expect(rotated).not.toHaveBeenCalled();
    const upright = canvasOf();
    pages.drawn(1, 0, upright);
    expect(rotated).not.toHaveBeenCalled();
    const turned = canvasOf();
    pages.drawn(1, 90, turned);
    expect(rotated).toHaveBeenCalledExactlyOnceWith(turned);

    pages.setWindow(new Set([2]));
    pages.setWindow(new Set([1, 2]));
    const again = vi.fn();
    pages.whenDrawn(1, 90, again);
    expect(again).not.toHaveBeenCalled();
  });

  it('stops waiting when asked', () => {
    const pages = drawnPages();
    pages.setWindow(new Set([1]));
    const use = vi.fn();
    const stop = pages.whenDrawn(1, 0, use);
    stop();
    pages.drawn(1, 0, canvasOf());
    pages.setWindow(new Set());
    expect(use).not.toHaveBeenCalled();
  });
});
