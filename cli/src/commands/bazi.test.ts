/**
 * `tongshu bazi`, tested through `baziCommand` directly (the command is not yet wired into
 * `createProgram`): commander's `parseAsync(args, { from: 'user' })` takes the user's arguments
 * only, without the node and script entries.
 */
import type { Command } from 'commander';
import { Solar } from 'lunar-javascript';
import { baziCommand } from './bazi';

/** The clock the reading's default date is read from: 2026-11-29 07:30 in Beijing. */
const NOW = new Date('2026-11-28T23:30:00Z');

async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  const command: Command = baziCommand(
    (text) => out.push(text),
    () => NOW,
  ).exitOverride();
  await command.parseAsync(args, { from: 'user' });
  return out.join('\n');
}

/** The text with each wrapped line joined back to the one it continues. */
const unwrapped = (text: string, joint = ' ') => text.replace(/\n +(?=[^ │])/g, joint);

describe('tongshu bazi', () => {
  it('prints the four pillars, the luck pillars and the start in English with Chinese', async () => {
    // shiren-columns README example: male, 2021-11-18 16:33 -> 辛丑 己亥 庚午 甲申, backward.
    const text = unwrapped(await run('2021-11-18', '16:33', '--gender', 'male'));
    expect(text).toContain('Day Master: Yang Metal (庚)');
    expect(text).toContain('Yin Metal (辛)');
    expect(text).toContain('Rob Wealth (劫财)');
    expect(text).toContain('Day Master (日主)');
    expect(text).toContain('Pig (亥)');
    expect(text).toContain('void (空亡)');
    expect(text).toContain('void in: month');
    expect(text).toContain('Luck runs backward (逆)');
    expect(text).toContain('Start of Winter (立冬) at 2021-11-07 12:58:47 +08:00');
    expect(text).toContain('3 years 8 months 17 days 20 hours 26 minutes after birth');
    expect(text).toContain('2025-08-05 12:59:00 Tuesday, age 5');
    // The start's date, time and weekday a line each, so the table fits 80 columns.
    expect(text).toMatch(/│ 1 +│ 5 +│ 2025-08-05 │ Yang Earth Dog \(戊戌\) +│/u);
    expect(text).toMatch(/│ +│ +│ 12:59 +│ Friend \(比肩\) +│/u);
    expect(text).toMatch(/│ 9 +│ 85 +│ 2105-08-05 │/u);
  });

  it('prints Chinese only with --lang zh', async () => {
    const text = unwrapped(
      await run('2021-11-18', '16:33', '--gender', 'male', '--lang', 'zh'),
      '',
    );
    expect(text).toContain('乾造 2021-11-18 16:33 星期四');
    expect(text).toContain('大运逆排，立冬（2021-11-07 12:58:47 +08:00）起算');
    expect(text).toContain('3年8个月17天20小时26分钟');
    expect(text).not.toContain('Yang');
  });

  it('prints the chart as JSON with --json, accepting "date time" as one argument', async () => {
    const chart = JSON.parse(await run('1983-02-15 20:00', '--gender', 'female', '--json'));
    expect(chart.dm).toBe('甲');
    expect(chart.pillars.year).toMatchObject({ stem: '癸', branch: '亥', tenGod: '正印' });
    expect(chart.luck.pillars).toHaveLength(9);
    expect(chart.luck.pillars[0]).toMatchObject({ stem: '乙', branch: '卯', age: 7, year: 1989 });
    // tyme4j's published start, 1989-05-04 18:24 on China's standard time, shown on the birth
    // zone's clock: Beijing kept daylight saving that summer (IANA Asia/Shanghai), so 19:24.
    expect(chart.luck.start).toEqual({
      year: 1989,
      month: 5,
      day: 4,
      hour: 19,
      minute: 24,
      second: 0,
      weekday: 4,
    });
  });

  it('charts in the birth zone given with --tz, and in true solar time with --longitude', async () => {
    const fixed = JSON.parse(
      await run('1983-02-15 20:00', '--gender', 'female', '--tz', '+08:00', '--json'),
    );
    expect(fixed.luck.start).toMatchObject({ hour: 18, minute: 24 });
    // 2024's 立春 fell at 08:27 UTC (16:27 Beijing, HKO). London 10:00 GMT is after it: 甲辰
    // year, 丙寅 month; Beijing 10:00 (02:00 UTC) is before it: 癸卯 year, 乙丑 month.
    const london = JSON.parse(
      await run('2024-02-04 10:00', '--gender', 'male', '--tz', 'Europe/London', '--json'),
    );
    expect(london.moment.instant).toBe('2024-02-04T10:00:00.000Z');
    expect(london.pillars.year).toMatchObject({ stem: '甲', branch: '辰' });
    expect(london.pillars.month).toMatchObject({ stem: '丙', branch: '寅' });
    const beijing = JSON.parse(
      await run('2024-02-04 10:00', '--gender', 'male', '--tz', 'Asia/Shanghai', '--json'),
    );
    expect(beijing.pillars.year).toMatchObject({ stem: '癸', branch: '卯' });
    expect(beijing.pillars.month).toMatchObject({ stem: '乙', branch: '丑' });
    const solar = await run(
      '2024-02-04 10:00',
      '--gender',
      'male',
      '--tz',
      'Europe/London',
      '--longitude',
      '-0.1278',
    );
    expect(solar).toContain('true solar time');
    expect(unwrapped(solar)).toContain('day change 23:00 · true solar time · zone Europe/London');
  });

  it.each([
    [['--tz', 'Mars/Olympus'], 'unknown time zone: Mars/Olympus'],
    [['--longitude', '200'], 'longitude must be between -180 and 180: 200'],
    [['--longitude', 'east'], 'longitude must be a number of degrees: east'],
  ])('refuses %s with a one-line error', async (flags, message) => {
    await expect(run('1990-05-15', '14:30', '--gender', 'male', ...flags)).rejects.toThrow(message);
  });

  it('charts three pillars for a birth of unknown hour and says what the hour leaves open', async () => {
    // lunar-javascript EightChar at noon of 1990-05-15: 庚午 辛巳 庚辰 (the hour is not shown).
    const eightChar = Solar.fromYmdHms(1990, 5, 15, 12, 0, 0).getLunar().getEightChar();
    const text = unwrapped(await run('1990-05-15', 'unknown', '--gender', 'female'));
    expect(text).toContain('Born 1990-05-15 Tuesday, hour unknown (Asia/Shanghai), female');
    expect(text).toMatch(/│ Hour +│ unknown \(时柱不详\) +│ - +│/);
    expect(text).toContain('Uncertain hour: The birth hour is unknown');
    expect(text).toMatch(/Uncertain luck: .* between 1993-04-27 \d\d:\d\d and 1993-08-27/);
    const json = JSON.parse(await run('1990-05-15', 'unknown', '--gender', 'female', '--json'));
    expect(json.pillars.hour).toBeNull();
    const three = ['year', 'month', 'day'].map(
      (name) => json.pillars[name].stem + json.pillars[name].branch,
    );
    expect(three).toEqual([eightChar.getYear(), eightChar.getMonth(), eightChar.getDay()]);
  });

  it('defaults the time to 00:00', async () => {
    const chart = JSON.parse(await run('1990-05-15', '--gender', 'female', '--json'));
    expect(chart.birth).toMatchObject({ hour: 0, minute: 0 });
  });

  it.each([
    [['2023-02-30', '--gender', 'male'], 'no such date: 2023-2-30'],
    [['2023-02-28', '25:00', '--gender', 'male'], 'no such time: 25:00'],
    [['1800-01-01', '--gender', 'male'], 'year must be between 1900 and 2100: 1800'],
    [['1990-05-15', '--gender', 'other'], 'gender must be male or female: other'],
    [['1990-05-15', '12:00'], '--gender is required'],
  ])('refuses %j with a RangeError', async (args, message) => {
    const attempt = run(...args);
    await expect(attempt).rejects.toBeInstanceOf(RangeError);
    await expect(run(...args)).rejects.toThrow(message);
  });
});
