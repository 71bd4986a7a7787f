/**
 * `--tz`, `--longitude` and the other birth options on every command that takes a birth
 * (docs/engine/time.md); expected values from the engine's own zone tests (IANA data).
 */
import { threeVictoryDays, birthMoment } from '@tongshu/engine';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';

async function run(...args: string[]) {
  const io = captureIo();
  const status = await main(['node', 'tongshu', ...args], io);
  return { status, out: io.out.join(''), err: io.err.join('') };
}

describe('birth zones on the command line', () => {
  it('reads a 3vv birth on the --tz clock', async () => {
    const { status, out } = await run(
      '3vv',
      '2024-02-04 10:00',
      '--gender',
      'male',
      '--year',
      '2026',
      '--tz',
      'Europe/London',
      '--json',
    );
    expect(status).toBe(0);
    const london = birthMoment(
      { year: 2024, month: 2, day: 4, hour: 10, minute: 0 },
      { zone: 'Europe/London' },
    );
    expect(JSON.parse(out)).toEqual(threeVictoryDays(london, 'male', 2026));
  });

  it("writes the hour feed on the subscriber's --tz clock, the birth on --birth-tz", async () => {
    const { status, out } = await run(
      'ical',
      'personalprohour',
      '--birth',
      '1990-05-15 14:30',
      '--gender',
      'female',
      '--birth-tz',
      'Asia/Shanghai',
      '--tz',
      'Europe/Berlin',
      '--from',
      '2026-01-15',
      '--to',
      '2026-01-15',
    );
    expect(status).toBe(0);
    expect(out.replace(/\r\n /g, '')).toContain('zone Europe/Berlin');
    expect(out).toMatch(/DTSTART:20260114T220000Z/);
  });

  it('adds the personal part of a day for a birth in true solar time', async () => {
    const { status, out } = await run(
      'day',
      '2026-02-17',
      '--birth',
      '1990-05-15 14:30',
      '--gender',
      'female',
      '--longitude',
      '87.6',
      '--json',
    );
    expect(status).toBe(0);
    expect(JSON.parse(out).ts).toBeDefined();
  });

  it('draws a Qi Men chart for a time on the --tz clock', async () => {
    // London 09:00 on 2024-02-04 is after 立春 (08:27 UTC): 立春 上元, yang dun 8.
    const { status, out } = await run(
      'qimen',
      'hour',
      '2024-02-04 09:00',
      '--tz',
      'Europe/London',
      '--json',
    );
    expect(status).toBe(0);
    expect(JSON.parse(out).qm_day).toMatchObject({ ju_type: '阳遁', ju_number: 8 });
  });

  it.each([
    [['qimen', 'day', '2026-01-01', '--tz', 'Nowhere/Land']],
    [['3vv', '1990-05-15', '--gender', 'male', '--year', '2026', '--tz', 'Mars/Olympus']],
    [['day', '2026-02-17', '--birth', '1990-05-15', '--gender', 'male', '--longitude', '200']],
    [['ical', 'tongshueng', '--tz', 'Nowhere/Land']],
    [['bazi', '1990-05-15', '--gender', 'male', '--day-change', '22:00']],
  ])('refuses %j with one line and exit status 2', async (args) => {
    const { status, err } = await run(...args);
    expect(status).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});
