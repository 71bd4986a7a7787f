/**
 * The Bazi reading of `me` or a person on a date (`GET /api/people/{id}/reading`, issue 45): today
 * on the user's clock until a date is chosen (the bff reads "today" there, so the page keeps no
 * clock of its own), and the last reading kept on screen while another date loads.
 */
import { useState } from 'react';
import { useApi } from '@tongshu/web-ui';
import type { BaziReading } from '@tongshu/bff/api';

export interface ReadingState {
  readonly reading: BaziReading | undefined;
  readonly loading: boolean;
  /** The date read, `YYYY-MM-DD`: the one chosen, else the reading's (today), else ''. */
  readonly on: string;
  /** Reads again on `date` (`YYYY-MM-DD`); '' goes back to today. */
  readonly setOn: (date: string) => void;
}

export function useReading(person: string): ReadingState {
  const [on, setOn] = useState('');
  const query = on ? `?on=${encodeURIComponent(on)}` : '';
  const { data, loading } = useApi<BaziReading>(
    `/api/people/${encodeURIComponent(person)}/reading${query}`,
  );
  const [shown, setShown] = useState<BaziReading>();
  if (data && data !== shown) setShown(data);
  const reading = data ?? shown;
  return { reading, loading, on: on || reading?.on || '', setOn };
}
