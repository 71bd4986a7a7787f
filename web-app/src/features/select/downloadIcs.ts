/**
 * Downloads the picked days of a selection as an .ics file the bff writes (GET /api/select/ics,
 * the engine's iCalendar writer, as every feed): all kept days when none is picked.
 */
import { RequestError } from '@tongshu/web-ui';
import { readSession } from '../../shared/session/user';
import { selectionUrl } from './useSelection';
import type { SelectionQuery } from './types';

export async function downloadIcs(
  query: SelectionQuery,
  dates: readonly string[],
  filename: string,
): Promise<void> {
  // No `dates` asks for every kept day.
  const picked = dates.length > 0 ? `&dates=${dates.join(',')}` : '';
  const url = `${selectionUrl(query).replace('/api/select?', '/api/select/ics?')}${picked}`;
  const token = readSession()?.token;
  const answer = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new RequestError(
      answer.status,
      body.message ?? 'The calendar could not be made',
      undefined,
      body,
    );
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await answer.blob());
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
