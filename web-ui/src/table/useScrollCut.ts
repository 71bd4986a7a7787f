import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Which edges of a sideways scroller hide content: the scroll cue is drawn from it. */
export interface ScrollCut {
  readonly start: boolean;
  readonly end: boolean;
}

function edges(box: HTMLElement): ScrollCut {
  const hidden = box.scrollWidth - box.clientWidth;
  // A pixel of slack: zoomed layouts round widths and would make the cue flicker.
  return {
    start: hidden > 1 && box.scrollLeft > 1,
    end: hidden > 1 && box.scrollLeft < hidden - 1,
  };
}

/**
 * Tracks the edges of the returned ref's box that hide content, as the user scrolls and as the
 * box or what it holds changes size (a narrower window, rows arriving, fonts loading). Without
 * ResizeObserver (jsdom) it measures on scroll and after each render only.
 */
export function useScrollCut<E extends HTMLElement>(): [RefObject<E | null>, ScrollCut] {
  const ref = useRef<E>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const [cut, setCut] = useState<ScrollCut>({ start: false, end: false });
  const measure = useCallback(() => {
    if (!ref.current) return;
    const next = edges(ref.current);
    setCut((now) => (now.start === next.start && now.end === next.end ? now : next));
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.addEventListener('scroll', measure, { passive: true });
    observer.current = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer.current?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [measure]);

  // The table inside may be replaced, or grow without the box changing size: watch what is there
  // now (observing an element twice is a no-op) and measure after every render.
  useEffect(() => {
    const content = ref.current?.firstElementChild;
    if (content) observer.current?.observe(content);
    measure();
  });

  return [ref, cut];
}
