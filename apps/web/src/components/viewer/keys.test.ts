import { describe, expect, it } from 'vitest';
import { actionOfKey, pageAfter } from './keys';

describe('the viewer’s keys', () => {
  it('maps the page, zoom, fit and rotate keys', () => {
    expect(actionOfKey({ key: 'PageDown' })).toEqual({ kind: 'page', to: 'next' });
    expect(actionOfKey({ key: 'PageUp' })).toEqual({ kind: 'page', to: 'previous' });
    expect(actionOfKey({ key: 'Home' })).toEqual({ kind: 'page', to: 'first' });
    expect(actionOfKey({ key: 'End' })).toEqual({ kind: 'page', to: 'last' });
    expect(actionOfKey({ key: '+' })).toEqual({ kind: 'zoom', direction: 1 });
    expect(actionOfKey({ key: '=' })).toEqual({ kind: 'zoom', direction: 1 });
    expect(actionOfKey({ key: '-' })).toEqual({ kind: 'zoom', direction: -1 });
    expect(actionOfKey({ key: '−' })).toEqual({ kind: 'zoom', direction: -1 });
    expect(actionOfKey({ key: '0' })).toEqual({ kind: 'fit' });
    expect(actionOfKey({ key: 'r' })).toEqual({ kind: 'rotate' });
    expect(actionOfKey({ key: '+', ctrlKey: true })).toEqual({ kind: 'zoom', direction: 1 });
  });

  it('leaves other keys, Alt chords and Ctrl+R to the browser', () => {
    expect(actionOfKey({ key: 'ArrowDown' })).toBeNull();
    expect(actionOfKey({ key: ' ' })).toBeNull();
    expect(actionOfKey({ key: 'Home', altKey: true })).toBeNull();
    expect(actionOfKey({ key: 'r', ctrlKey: true })).toBeNull();
  });

  it('goes to a page within the document', () => {
    expect(pageAfter('next', 3, 5)).toBe(4);
    expect(pageAfter('next', 5, 5)).toBe(5);
    expect(pageAfter('previous', 1, 5)).toBe(1);
    expect(pageAfter('first', 3, 5)).toBe(1);
    expect(pageAfter('last', 3, 5)).toBe(5);
  });
});
