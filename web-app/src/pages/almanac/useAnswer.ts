/** GET for the calls that answer their object itself (almanac, 3VV, Qi Men), not `{ data }`. */
import { useEffect, useState } from 'react';
import { useUi } from '@tongshu/web-ui';
import { apiRequest } from '../../api/client';

interface Loaded<T> {
  readonly url: string;
  readonly body?: T;
  readonly error?: unknown;
}

export interface Answer<T> {
  readonly body: T | undefined;
  readonly loading: boolean;
  readonly error: unknown;
}

export function useAnswer<T>(url: string | null): Answer<T> {
  const { onError } = useUi();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    apiRequest<unknown>({ method: 'GET', url, body: {} }).then(
      (response) => live && setLoaded({ url, body: response as unknown as T }),
      (error: unknown) => {
        if (!live) return;
        setLoaded({ url, error });
        onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [url, onError]);
  const current = loaded?.url === url ? loaded : undefined;
  return {
    body: current?.body,
    loading: url !== null && current === undefined,
    error: current?.error,
  };
}

/** True while the viewport matches a media query (false where matchMedia is missing). */
export function useMediaQuery(query: string, fallback = true): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const change = () => setMatches(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return matches;
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
