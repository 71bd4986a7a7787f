import { useApi, type ApiState } from '@tongshu/web-ui';
import type { SelectionData, SelectionQuery } from './types';

export function selectionUrl(query: SelectionQuery): string {
  const params = new URLSearchParams({
    activity: query.activity,
    from: query.from,
    to: query.to,
    people: query.people.join(','),
    // Asked only when wanted: without it the weak days are refused.
    ...(query.weak && { weak: 'true' }),
    // The filters, only when asked (issue 45).
    ...(query.weekdays && { weekdays: query.weekdays }),
    ...(query.hours && { hours: query.hours }),
    ...(query.bujiang && { bujiang: 'true' }),
  });
  return `/api/select?${params.toString()}`;
}

/** The selection for `query` (none until asked). */
export function useSelection(query: SelectionQuery | null): ApiState<SelectionData> {
  return useApi<SelectionData>(query ? selectionUrl(query) : null);
}
