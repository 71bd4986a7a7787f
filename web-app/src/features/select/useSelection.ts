import { useApi, type ApiState } from '@tongshu/web-ui';
import type { ActivityChoice, SelectionData, SelectionQuery } from './types';

export function selectionUrl(query: SelectionQuery): string {
  const params = new URLSearchParams({
    activity: query.activity,
    from: query.from,
    to: query.to,
    people: query.people.join(','),
    // Asked only when wanted: without it the weak days are refused.
    ...(query.weak && { weak: 'true' }),
  });
  return `/api/select?${params.toString()}`;
}

/** The selection for `query` (none until asked). */
export function useSelection(query: SelectionQuery | null): ApiState<SelectionData> {
  return useApi<SelectionData>(query ? selectionUrl(query) : null);
}

/** The activities the words find (all of them for no words). */
export function useActivitySearch(words: string): ApiState<ActivityChoice[]> {
  return useApi<ActivityChoice[]>(`/api/select/activities?q=${encodeURIComponent(words.trim())}`);
}
