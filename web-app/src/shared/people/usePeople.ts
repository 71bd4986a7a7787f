import { useApi, type ApiState } from '@tongshu/web-ui';
import type { PersonData } from './types';

/** The signed-in user's people, and `reload` after a change. */
export function usePeople(): ApiState<PersonData[]> {
  return useApi<PersonData[]>('/api/people');
}
