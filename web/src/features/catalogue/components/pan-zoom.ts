import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const STEP = 1.5;
/** A double tap or double click zooms to this, or back to fit. */
const TAP_ZOOM = 2.5;
const DOUBLE_TAP_MS = 300;
const ARROW_STEP = 48;

interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };

/**
 * Zooming and moving a picture inside a box (`stage`): pinch with two fingers, double tap or
 * double click, the wheel, buttons, and the keyboard (+, -, 0, arrows). The picture is moved with
 * a CSS transform, so it is never loaded again; it never leaves the box further than its own edge.
 */
export function usePanZoom(stage: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<View>(FIT);
  // Gestures arrive faster than renders: they read the view of the last render through this.
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const lastTap = useRef(0);
  const lastTouchZoom = useRef(0);

  /** Keeps the zoomed picture over the box: it moves no further than its edge reaches the box's. */
  const clamp = (next: View): View => {
    const box = stage.current;
    const picture = box?.querySelector('img');
    const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next.scale));
    // offsetWidth and offsetHeight are the fitted picture's size, before the transform.
    const maxX = Math.max(0, ((picture?.offsetWidth ?? 0) * scale - (box?.clientWidth ?? 0)) / 2);
    const maxY = Math.max(0, ((picture?.offsetHeight ?? 0) * scale - (box?.clientHeight ?? 0)) / 2);
    return { scale, x: Math.min(maxX, Math.max(-maxX, next.x)), y: Math.min(maxY, Math.max(-maxY, next.y)) };
  };

  /** Zooms from the current scale to `to(scale)`, keeping the point under (x, y) in place; the centre when none. */
  const zoom = (to: (scale: number) => number, at?: { x: number; y: number }) =>
    setView((v) => {
      const box = stage.current?.getBoundingClientRect();
      const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, to(v.scale)));
      if (!box || !at) return clamp({ scale: next, x: (v.x * next) / v.scale, y: (v.y * next) / v.scale });
      const px = at.x - (box.left + box.width / 2);
      const py = at.y - (box.top + box.height / 2);
      const ratio = next / v.scale;
      return clamp({ scale: next, x: px - (px - v.x) * ratio, y: py - (py - v.y) * ratio });
    });

  const toggleAt = (at: { x: number; y: number }) => (viewRef.current.scale > MIN_ZOOM ? setView(FIT) : zoom(() => TAP_ZOOM, at));

  // The wheel zooms; React's wheel listener is passive and could not keep the page from scrolling.
  useEffect(() => {
    const box = stage.current;
    if (!box) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom((scale) => scale * Math.exp(-e.deltaY * 0.002), { x: e.clientX, y: e.clientY });
    };
    box.addEventListener('wheel', wheel, { passive: false });
    return () => box.removeEventListener('wheel', wheel);
  });

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const before = pointers.current.get(e.pointerId);
      if (!before) return;
      const now = { x: e.clientX, y: e.clientY };
      if (pointers.current.size === 2) {
        const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)![1];
        const was = Math.hypot(before.x - other.x, before.y - other.y);
        const is = Math.hypot(now.x - other.x, now.y - other.y);
        if (was > 0) zoom((scale) => scale * (is / was), { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 });
      } else if (pointers.current.size === 1) {
        setView((v) => (v.scale > MIN_ZOOM ? clamp({ ...v, x: v.x + now.x - before.x, y: v.y + now.y - before.y }) : v));
      }
      pointers.current.set(e.pointerId, now);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const wasPinch = pointers.current.size > 1;
      pointers.current.delete(e.pointerId);
      if (e.pointerType !== 'touch' || wasPinch) return;
      // A double tap: browsers do not all turn one into a double click once pinching is the page's.
      if (e.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        lastTouchZoom.current = e.timeStamp;
        toggleAt({ x: e.clientX, y: e.clientY });
      } else {
        lastTap.current = e.timeStamp;
      }
    },
    onPointerCancel: (e: PointerEvent<HTMLElement>) => void pointers.current.delete(e.pointerId),
    onDoubleClick: (e: MouseEvent<HTMLElement>) => {
      if (e.timeStamp - lastTouchZoom.current < 600) return;
      toggleAt({ x: e.clientX, y: e.clientY });
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const pan = (dx: number, dy: number) => setView((v) => clamp({ ...v, x: v.x + dx, y: v.y + dy }));
      const keys: Record<string, () => void> = {
        '+': () => zoom((scale) => scale * STEP),
        '=': () => zoom((scale) => scale * STEP),
        '-': () => zoom((scale) => scale / STEP),
        '0': () => setView(FIT),
        ArrowLeft: () => pan(ARROW_STEP, 0),
        ArrowRight: () => pan(-ARROW_STEP, 0),
        ArrowUp: () => pan(0, ARROW_STEP),
        ArrowDown: () => pan(0, -ARROW_STEP),
      };
      const action = keys[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    },
  };

  return {
    scale: view.scale,
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
    zoomIn: () => zoom((scale) => scale * STEP),
    zoomOut: () => zoom((scale) => scale / STEP),
    fit: () => setView(FIT),
    handlers,
  };
}
