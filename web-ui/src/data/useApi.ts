/**
 * Data fetching for pages: GET a url through the app's `request` (UiProvider), with the app's
 * error handling. In the kit so the host and the mission control remote share one hook.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError, useUi } from '../context';

export interface ApiState<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly reload: () => void;
}

interface Loaded<T> {
  readonly key: string;
  readonly data?: T;
  readonly error?: unknown;
}

export interface ApiOptions {
  /**
   * Default true: the call wraps its answer as `{ data }`. False for the calls that answer their
   * object itself (the almanac day, 3VV and Qi Men charts).
   */
  readonly envelope?: boolean;
  /**
   * Default true: a failure goes to the app's error handler too (a 404 opens the not-found
   * page). False where the page stands without the answer (the home page's sample day).
   */
  readonly reportErrors?: boolean;
}

/**
 * GETs `url` (null: nothing yet) and answers its `data` (or, with `envelope: false`, the whole
 * answer); errors go to the app's error handler.
 */
export function useApi<T>(
  url: string | null,
  { envelope = true, reportErrors = true }: ApiOptions = {},
): ApiState<T> {
  const ui = useUi();
  // The app's client and error policy as they are now, read when an answer comes: the context
  // changes with every navigation (its `navigate`), and fetching again for that dropped answers
  // already under way (a person's chart asked for its reading twice, issue 45's walk).
  const latest = useRef(ui);
  // Declared before the fetching effect, so it runs first in the same commit.
  useEffect(() => {
    latest.current = ui;
  });
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const key = url === null ? '' : `${version}:${url}`;

  useEffect(() => {
    if (url === null) return;
    let live = true;
    const { request } = latest.current;
    const answer = request
      ? request({ method: 'GET', url, body: {} })
      : Promise.reject(new RequestError(0, 'No API client is configured'));
    answer.then(
      (response) => live && setLoaded({ key, data: (envelope ? response.data : response) as T }),
      (error: unknown) => {
        if (!live) return;
        setLoaded({ key, error });
        if (reportErrors) latest.current.onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [url, key, envelope, reportErrors]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const current = loaded?.key === key ? loaded : undefined;
  return {
    data: current?.data,
    loading: url !== null && current === undefined,
    error: current?.error,
    reload,
  };
}
