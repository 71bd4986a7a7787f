import { useApi, type ApiState } from '@tongshu/web-ui';
import type { HouseholdAnswer } from '@tongshu/bff/api';
import { api } from '../../shared/api/client';

export function useHousehold(): ApiState<HouseholdAnswer> {
  return useApi<HouseholdAnswer>('/api/household');
}

/** Saves what changed (the kinds, 小年, Tai Sui relations, members); answers the new state. */
export async function saveHousehold(change: Record<string, unknown>): Promise<HouseholdAnswer> {
  const answer = await api.patch<HouseholdAnswer>('/api/household', change);
  return answer.data as HouseholdAnswer;
}
