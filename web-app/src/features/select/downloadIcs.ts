/**
 * Downloads the picked days of a selection as an .ics file the bff writes (GET /api/select/ics,
 * the engine's iCalendar writer, as every feed): all kept days when none is picked.
 */
import { downloadFile } from '../../shared/api/downloadFile';
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
  // The page's name (the activity's) rather than the answer's generic one.
  await downloadFile(url, { filename, answerFirst: false }, 'The calendar could not be made');
}
