/**
 * khal, Debian's terminal calendar (icalendar and dateutil underneath), reading a calendar file as
 * a subscriber on a zone's clock would: imported into a fresh configuration whose local zone is
 * that zone, then listed day by day. Installed with apt-get when missing, as chromium is; a
 * failure fails the run, never a silent skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from '@tongshu/test-support';

export const KHAL = '/usr/bin/khal';

export function ensureKhal(): string {
  if (fs.existsSync(KHAL)) return KHAL;
  try {
    aptInstall(['khal']);
  } catch (error) {
    throw new Error(`khal is missing and "apt-get install -y khal" failed: ${error}`);
  }
  if (!fs.existsSync(KHAL)) throw new Error(`apt-get install -y khal did not provide ${KHAL}`);
  return KHAL;
}

/**
 * The titles of the events khal shows on each date from `from` to `to` (YYYY-MM-DD), on `zone`'s
 * clock, for the calendar text `ics`: an event across midnight is listed on both dates.
 */
export function khalDays(
  ics: string,
  zone: string,
  from: string,
  to: string,
): Map<string, string[]> {
  const khal = ensureKhal();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-khal-'));
  try {
    const calendar = path.join(dir, 'calendar');
    fs.mkdirSync(calendar);
    const file = path.join(dir, 'export.ics');
    fs.writeFileSync(file, ics);
    const config = path.join(dir, 'config');
    fs.writeFileSync(
      config,
      [
        '[calendars]',
        '[[exported]]',
        `path = ${calendar}`,
        'type = calendar',
        '[locale]',
        'timeformat = %H:%M',
        'dateformat = %Y-%m-%d',
        'longdateformat = %Y-%m-%d',
        'datetimeformat = %Y-%m-%d %H:%M',
        'longdatetimeformat = %Y-%m-%d %H:%M',
        `local_timezone = ${zone}`,
        `default_timezone = ${zone}`,
        '[sqlite]',
        `path = ${path.join(dir, 'khal.db')}`,
        '',
      ].join('\n'),
    );
    const run = (...args: string[]) =>
      execFileSync(khal, ['-c', config, ...args], {
        encoding: 'utf8',
        env: { ...process.env, TZ: zone },
      });
    run('import', '--batch', '-a', 'exported', file);
    const listed = run('list', '--day-format', 'DAY {date}', '--format', 'EVENT {title}', from, to);
    const days = new Map<string, string[]>();
    let day = '';
    for (const line of listed.split('\n')) {
      if (line.startsWith('DAY ')) {
        day = line.slice(4);
        days.set(day, []);
      } else if (line.startsWith('EVENT ')) days.get(day)?.push(line.slice(6));
    }
    return days;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
