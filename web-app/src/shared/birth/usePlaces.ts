/** Birth places whose name matches what the person typed (GET /api/places), after a short pause. */
import { useEffect, useState } from 'react';
import type { Place } from '@tongshu/bff/api';
import { api } from '../api/client';

export type { Place };

const PAUSE_MS = 250;

export function usePlaces(query: string): {
  readonly places: readonly Place[];
  readonly searching: boolean;
} {
  const [found, setFound] = useState<{ query: string; places: readonly Place[] }>({
    query: '',
    places: [],
  });
  const text = query.trim();
  useEffect(() => {
    if (text.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<Place[]>(`/api/places?q=${encodeURIComponent(text)}`)
        .then((answer) => live && setFound({ query: text, places: answer.data ?? [] }))
        .catch(() => live && setFound({ query: text, places: [] }));
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  const current = text.length >= 2 && found.query === text;
  return { places: current ? found.places : [], searching: text.length >= 2 && !current };
}
