/** Hooks of the almanac, chart and list pages: the width they lay out in, what they keep. */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The inner width of the returned ref's element, kept as it resizes; measured before the first
 * paint, so what depends on it never flashes. Infinity where it cannot be measured (jsdom).
 */
export function useWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(Infinity);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A value kept in local storage (chart and list pages keep their selections). */
export function useStored<T>(key: string, initial: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? initial() : (JSON.parse(raw) as T);
    } catch {
      return initial();
    }
  });
  const set = (next: T) => {
    setValue(next);
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the selection lives for this page view only.
    }
  };
  return [value, set];
}
