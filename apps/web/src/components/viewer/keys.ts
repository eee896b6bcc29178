/** The viewer's keyboard (docs/files.md, Viewer). */
export type ViewerAction =
  | { kind: 'page'; to: 'next' | 'previous' | 'first' | 'last' }
  | { kind: 'zoom'; direction: 1 | -1 }
  | { kind: 'fit' }
  | { kind: 'rotate' };

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The action of a key press, or null (the key keeps its usual meaning: arrows and space scroll). Ctrl or Cmd
 * with + / − / 0 is taken too, in place of the browser's page zoom, while the viewer has the focus.
 */
export function actionOfKey(e: KeyLike): ViewerAction | null {
  if (e.altKey) return null;
  switch (e.key) {
    case 'PageDown':
      return { kind: 'page', to: 'next' };
    case 'PageUp':
      return { kind: 'page', to: 'previous' };
    case 'Home':
      return { kind: 'page', to: 'first' };
    case 'End':
      return { kind: 'page', to: 'last' };
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
    case '−':
    case '_':
      return { kind: 'zoom', direction: -1 };
    case '0':
      return { kind: 'fit' };
    case 'r':
    case 'R':
      return e.ctrlKey || e.metaKey ? null : { kind: 'rotate' };
    default:
      return null;
  }
}

/** The page a page action leads to. */
export function pageAfter(to: 'next' | 'previous' | 'first' | 'last', page: number, count: number): number {
  if (to === 'first') return 1;
  if (to === 'last') return count;
  return Math.min(count, Math.max(1, page + (to === 'next' ? 1 : -1)));
}
