import { Solar } from 'lunar-javascript';
import { DAY_CHANGE_SETTINGS } from '@tongshu/data';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';

async function run(...args: string[]) {
  const io = captureIo();
  const status = await main(['node', 'tongshu', ...args], io);
  return { status, out: io.out.join('\n'), err: io.err.join('\n') };
}

describe('school flags', () => {
  it('reads --day-change 00:00-same-stem: the 23:00 hour on its own day (五鼠遁)', async () => {
    // Independent reading: lunar-javascript's early Rat hour of the same civil day (00:30).
    const early = Solar.fromYmdHms(2024, 2, 9, 0, 30, 0).getLunar().getEightChar().getTime();
    const args = ['bazi', '2024-02-09', '23:30', '--gender', 'male', '--json'];
    const same = JSON.parse((await run(...args, '--day-change', '00:00-same-stem')).out);
    expect(same.moment.school.dayChange).toBe('midnight-same-stem');
    expect(`${same.pillars.hour.stem}${same.pillars.hour.branch}`).toBe(early);
    const midnight = JSON.parse((await run(...args, '--day-change', '00:00')).out);
    expect(midnight.moment.school.dayChange).toBe('midnight');
  });

  it('spells --day-change as the records do: one table, DAY_CHANGE_SETTINGS in @tongshu/data', async () => {
    const args = ['bazi', '2024-02-09', '23:30', '--gender', 'male', '--json'];
    for (const [spelling, engine] of Object.entries(DAY_CHANGE_SETTINGS)) {
      const chart = JSON.parse((await run(...args, '--day-change', spelling)).out);
      expect(chart.moment.school.dayChange).toBe(engine);
    }
  });

  it('carries --luck-start into the chart', async () => {
    const args = ['bazi', '2024-02-09', '10:00', '--gender', 'male', '--json'];
    const chart = JSON.parse((await run(...args, '--luck-start', 'china95')).out);
    expect(chart.moment.school.luckStart).toBe('china95');
  });

  it('draws a Qi Men chart with --method and --plate', async () => {
    const { status, out } = await run(
      ...['qimen', 'hour', '2026-11-21', '--hour', '13', '--method', 'zhirun'],
      ...['--plate', 'flying', '--json'],
    );
    expect(status).toBe(0);
    expect(JSON.parse(out).qm_day.date).toBe('2026-11-21 13:00');
  });

  it.each([
    [
      ['bazi', '2024-02-09', '--gender', 'male', '--day-change', '22:00'],
      '--day-change must be 23:00, 00:00 or 00:00-same-stem: 22:00',
    ],
    [
      ['bazi', '2024-02-09', '--gender', 'male', '--luck-start', 'sect3'],
      '--luck-start must be default, china95, sect1 or sect2: sect3',
    ],
    [
      ['qimen', 'hour', '2026-11-21', '--plate', 'spinning'],
      '--plate must be rotating, flying or flying-yin-reverse: spinning',
    ],
    [
      ['qimen', 'day', '2026-11-21', '--plate', 'flying'],
      '--plate applies to hour charts only, not day charts',
    ],
    [
      ['qimen', 'month', '2026-11-21', '--method', 'zhirun'],
      '--method applies to hour and day charts only, not month charts',
    ],
  ])('refuses %j with one line and exit status 2', async (args, message) => {
    const { status, err } = await run(...args);
    expect(status).toBe(2);
    expect(err).toBe(`tongshu: ${message}`);
  });
});
