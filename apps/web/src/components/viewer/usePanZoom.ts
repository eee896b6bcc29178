import { useEffect, useRef, useState, type RefObject } from 'react';

interface Handlers {
  /** Ctrl+wheel (and a trackpad's pinch, which the browser sends as one): one zoom step. */
  onStep: (direction: 1 | -1) => void;
  /** A finished two-finger pinch: the ratio of the fingers' distances at its end and start. */
  onPinch: (ratio: number) => void;
}

/** Pixels a pressed mouse may move before the press is a pan rather than a click. */
const CLICK_SLOP = 4;

/** The distance between the first two fingers (the callers have checked there are two). */
const distance = (t: TouchList) => {
  const a = t.item(0);
  const b = t.item(1);
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * Pan and zoom by hand on a scrolling element: dragging with the mouse scrolls it (touch scrolls natively),
 * Ctrl+wheel steps the zoom instead of the browser's page zoom, and a pinch is shown as a CSS scale while the
 * fingers move (`pinch`, the live ratio) and drawn again at the new scale when they lift.
 */
export function usePanZoom(ref: RefObject<HTMLElement | null>, handlers: Handlers): { pinch: number } {
  const latest = useRef(handlers);
  const [pinch, setPinch] = useState(1);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let wheelAt = 0;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      // A trackpad sends many small wheel events: one step per 80 ms at most.
      if (e.timeStamp - wheelAt < 80 || e.deltaY === 0) return;
      wheelAt = e.timeStamp;
      latest.current.onStep(e.deltaY < 0 ? 1 : -1);
    };
    let drag: { x: number; y: number; left: number; top: number; id: number } | null = null;
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      // An overlay being drawn on (markups) keeps its strokes: they are not pans.
      if (e.target instanceof Element && e.target.closest('[data-draws]')) return;
      drag = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop, id: e.pointerId };
    };
    const onPointerMove = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      if (!el.hasPointerCapture(e.pointerId)) {
        // A hand's tremor is still a click (a markup chosen on the page), not a pan.
        if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < CLICK_SLOP) return;
        el.setPointerCapture?.(e.pointerId);
      }
      el.scrollLeft = drag.left - (e.clientX - drag.x);
      el.scrollTop = drag.top - (e.clientY - drag.y);
    };
    const onPointerUp = (e: PointerEvent) => {
      if (drag && e.pointerId === drag.id) drag = null;
    };
    let pinchStart = 0;
    let ratio = 1;
    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length === 2) {
        pinchStart = distance(e.touches);
        ratio = 1;
      }
    };
    const onTouchMove = (e: TouchEvent) => {
      if (e.touches.length !== 2 || pinchStart <= 0) return;
      e.preventDefault();
      ratio = distance(e.touches) / pinchStart;
      setPinch(ratio);
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (pinchStart <= 0 || e.touches.length >= 2) return;
      pinchStart = 0;
      setPinch(1);
      if (Math.abs(ratio - 1) > 0.02) latest.current.onPinch(ratio);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('pointermove', onPointerMove);
    el.addEventListener('pointerup', onPointerUp);
    el.addEventListener('pointercancel', onPointerUp);
    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('touchend', onTouchEnd);
    el.addEventListener('touchcancel', onTouchEnd);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('pointermove', onPointerMove);
      el.removeEventListener('pointerup', onPointerUp);
      el.removeEventListener('pointercancel', onPointerUp);
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('touchend', onTouchEnd);
      el.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [ref]);
  return { pinch };
}

/** The size of an element, kept up to date (ResizeObserver; jsdom has none and keeps the first reading). */
export function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const read = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
