import { useApi, type ApiState } from '@tongshu/web-ui';
import type { HomeFields, HomeRecord, HomesAnswer } from '@tongshu/bff/api';
import { api } from '../../shared/api/client';

/** Every home of the user (theirs, then their people's) with the stars of `date` over it. */
export function useHomes(date: string): ApiState<HomesAnswer> {
  return useApi<HomesAnswer>(`/api/homes${date ? `?date=${date}` : ''}`);
}

/** Saves a subject's home (`me` or a person's id); the answer is the home with its chart. */
export async function saveHome(subject: string, fields: HomeFields): Promise<HomeRecord> {
  const answer = await api.put<HomeRecord>(`/api/homes/${encodeURIComponent(subject)}`, {
    ...fields,
  });
  return answer.data as HomeRecord;
}

export async function removeHome(subject: string): Promise<void> {
  await api.delete(`/api/homes/${encodeURIComponent(subject)}`, {});
}
