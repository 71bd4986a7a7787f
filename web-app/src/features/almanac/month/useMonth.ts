import { useApi, type ApiState } from '@tongshu/web-ui';
import type { TongshuMonthAnswer } from '@tongshu/bff/api';
import { monthUrl, type YearMonth } from './monthLogic';

/** The month at a glance for the activity and person chosen ('' for none, and for the user). */
export function useMonth(
  at: YearMonth | null,
  activity: string,
  person: string,
): ApiState<TongshuMonthAnswer> {
  return useApi<TongshuMonthAnswer>(at ? monthUrl(at, activity, person) : null);
}
