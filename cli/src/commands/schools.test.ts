import { Solar } from 'lunar-javascript';
import { main } from '../index';
import { displayWidth } from '../format/table';
import { captureIo } from '../testing/captureIo';

async function run(...args: string[]) {
  const io = captureIo();
  const status = await main(['node', 'tongshu', ...args], io);
  return { status, out: io.out.join('\n'), err: io.err.join('\n') };
}

/** Independent source: lunar-javascript's EightChar day pillar, sect 1 (23:00) and 2 (midnight). */
function dayPillar(sect: 1 | 2): string {
  const chart = Solar.fromYmdHms(2024, 2, 9, 23, 30, 0).getLunar().getEightChar();
  chart.setSect(sect);
  return chart.getDay();
}

describe('tongshu schools', () => {
  it('names the day pillar of a 23:30 birth under both day changes, in 80 columns', async () => {
    const { status, out } = await run('schools', 'bazi', '2024-02-09', '23:30', '--gender', 'male');
    expect(status).toBe(0);
    expect(out).toContain('day pillar: Day change and the Rat hour (换日与子时)');
    expect(out).toMatch(
      new RegExp(`\\* At 23:00 \\(子初换日\\) +${dayPillar(1)} \\(Wood Dragon\\)`),
    );
    expect(out).toMatch(
      new RegExp(`At midnight, early and late Rat hours \\(早子/晚子\\)\\s+${dayPillar(2)}`),
    );
    expect(out).toContain('Why: Born 23:30 on 2024-02-09, the day pillar is 甲辰 (Wood Dragon)');
    // Sources in words (the walk of 2026-11-28 found code names such as EightChar sect 1).
    expect(out).toContain(
      'Source: the lunar-javascript and tyme4ts calendar libraries, their first',
    );
    for (const line of out.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });

  it('prints the differences as JSON, each with a value for each school', async () => {
    const { status, out } = await run(
      ...['schools', 'bazi', '2024-02-09 23:30', '--gender', 'female', '--day-change', '00:00'],
      '--json',
    );
    expect(status).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['differences', 'school', 'compared']);
    expect(result.school.dayChange).toBe('midnight');
    expect(result.compared).toEqual([
      'dayChange',
      'luckStart',
      'nobleRhyme',
      'stemClash',
      'yinBlade',
    ]);
    const day = result.differences.find((d: { field: string }) => d.field === 'day pillar');
    expect(day).toMatchObject({ option: 'dayChange', why: expect.any(String) });
    expect(day.values.map((v: { school: string; value: string }) => [v.school, v.value])).toEqual([
      ['midnight', `${dayPillar(2)} (Water Rabbit)`],
      ['23:00', `${dayPillar(1)} (Wood Dragon)`],
      ['midnight-same-stem', `${dayPillar(2)} (Water Rabbit)`],
    ]);
  });

  it('says so when every school agrees, and when no option applies', async () => {
    // A day chart at noon: no day change reaches it, and 置闰 leaves day charts as 拆补 does.
    const noon = await run('schools', 'qimen', 'day', '2024-03-12');
    expect(noon.out).toContain('Every school compared gives the same day chart.');
    const month = await run('schools', 'qimen', 'month', '2024-02-09');
    expect(month.out).toBe('Compared: nothing, no school option changes a month chart.');
  });

  it('shows the day and the Qi Men differences', async () => {
    const day = await run('schools', 'day', '2024-02-09', '--year-start', 'lunar-new-year');
    expect(day.out).toMatch(/\* From the lunar new year \(正月初一\) +癸卯 \(Water Rabbit\)/);
    expect(day.out).toContain('Rat hour (子时) slot');
    const qimen = await run('schools', 'qimen', 'hour', '2024-02-09', '--hour', '23', '--json');
    const fields = JSON.parse(qimen.out).differences.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['day pillar', 'ju', 'palaces (day change)']));
  });

  it('lists the day star under every count where they differ, the --day-star one first', async () => {
    // lunar-javascript 1.7.7's Lunar.getDayNineStar() is the default count's own source.
    const lunar = Solar.fromYmd(2026, 11, 28).getLunar().getDayNineStar().getIndex() + 1;
    const day = await run('schools', 'day', '2026-11-28', '--day-star', 'cnlunar', '--json');
    const result = JSON.parse(day.out);
    expect(result.compared).toEqual(['dayChange', 'yearStart', 'dayStarRule', 'starFlight']);
    const star = result.differences.find((d: { field: string }) => d.field === 'day star');
    const values = star.values.map((v: { school: string; value: string }) => [v.school, v.value]);
    expect(values.slice(0, 2)).toEqual([
      ['cnlunar', '7 Red (七赤)'],
      ['solstice-jiazi', `${lunar} Purple (九紫)`],
    ]);
    const text = await run('schools', 'day', '2026-11-28', '--flight', 'yin-backward');
    expect(text.out).toContain('day star: Day star count (日家紫白)');
    expect(text.out).toMatch(/\* Backward in the yin half \(阴遁逆飞\) +backward \(逆飞\)/);
    expect(Math.max(...text.out.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it.each([
    [
      ['schools', 'day', '2024-02-09', '--day-star', 'nearest'],
      '--day-star must be solstice-jiazi, solstice-jiazi-to-winter, six-segments, solstice-first-jiazi or cnlunar: nearest',
    ],
    [
      ['schools', 'day', '2024-02-09', '--year-start', 'spring'],
      '--year-start must be lichun or lunar-new-year: spring',
    ],
    [
      ['schools', 'qimen', 'hour', '2024-02-09', '--method', 'x'],
      '--method must be chaibu or zhirun: x',
    ],
    [
      ['schools', 'bazi', '2024-02-09', '--gender', 'male', '--luck-start', 'x'],
      '--luck-start must be default, china95, sect1 or sect2: x',
    ],
  ])('refuses %j with one line and exit status 2', async (args, message) => {
    const { status, err } = await run(...args);
    expect(status).toBe(2);
    expect(err).toBe(`tongshu: ${message}`);
  });
});
