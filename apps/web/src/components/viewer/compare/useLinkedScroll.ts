import { useEffect, type RefObject } from 'react';

/**
 * Keeps the scroll positions of several scrolling elements in step: the reader pans one, the others follow.
 * The echo of a position set here (its own scroll event, possibly clamped by a smaller page) is recognised
 * by the position it ended at, so it moves nothing back.
 */
export function useLinkedScroll(refs: readonly RefObject<HTMLElement | null>[], active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const els = refs.map((r) => r.current).filter((el): el is HTMLElement => el !== null);
    if (els.length < 2) return undefined;
    const echoes = new Map<HTMLElement, { top: number; left: number }>();
    const handlers = els.map((from) => {
      const onScroll = () => {
        const echo = echoes.get(from);
        echoes.delete(from);
        if (echo && echo.top === from.scrollTop && echo.left === from.scrollLeft) return;
        for (const to of els) {
          if (to === from) continue;
          if (to.scrollTop === from.scrollTop && to.scrollLeft === from.scrollLeft) continue;
          to.scrollTop = from.scrollTop;
          to.scrollLeft = from.scrollLeft;
          echoes.set(to, { top: to.scrollTop, left: to.scrollLeft });
        }
      };
      from.addEventListener('scroll', onScroll, { passive: true });
      return () => from.removeEventListener('scroll', onScroll);
    });
    return () => handlers.forEach((off) => off());
    // The elements are those of the refs when the panes are laid out (`active` follows the mode).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ...refs.map((r) => r.current)]);
}
