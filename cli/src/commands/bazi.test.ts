/**
 * `tongshu bazi`, tested through `baziCommand` directly (the command is not yet wired into
 * `createProgram`): commander's `parseAsync(args, { from: 'user' })` takes the user's arguments
 * only, without the node and script entries.
 */
import type { Command } from 'commander';
import { baziCommand } from './bazi';

async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  const command: Command = baziCommand((text) => out.push(text)).exitOverride();
  await command.parseAsync(args, { from: 'user' });
  return out.join('\n');
}

describe('tongshu bazi', () => {
  it('prints the four pillars, the luck pillars and the start in English with Chinese', async () => {
    // shiren-columns README example: male, 2021-11-18 16:33 -> 辛丑 己亥 庚午 甲申, backward.
    const text = await run('2021-11-18', '16:33', '--gender', 'male');
    expect(text).toContain('Day Master: Yang Metal (庚)');
    expect(text).toContain('Yin Metal (辛)');
    expect(text).toContain('Rob Wealth (劫财)');
    expect(text).toContain('Day Master (日主)');
    expect(text).toContain('Pig (亥)');
    expect(text).toContain('void (空亡)');
    expect(text).toContain('void in: month');
    expect(text).toContain('Luck runs backward (逆)');
    expect(text).toContain('Start of Winter (立冬) at 2021-11-07 12:58:47');
    expect(text).toContain('3 years 8 months 17 days 20 hours 26 minutes after birth');
    expect(text).toContain('2025-08-05 12:59:00 Tuesday, age 5');
    expect(text).toMatch(/│ 1 +│ 5 +│ 2025-08-05 12:59 Tuesday +│ Yang Earth Dog \(戊戌\)/u);
    expect(text).toMatch(/│ 9 +│ 85 +│ 2105-08-05 12:59 Wednesday/u);
  });

  it('prints Chinese only with --lang zh', async () => {
    const text = await run('2021-11-18', '16:33', '--gender', 'male', '--lang', 'zh');
    expect(text).toContain('乾造 2021-11-18 16:33 星期四');
    expect(text).toContain('大运逆排，立冬（2021-11-07 12:58:47）起算');
    expect(text).toContain('3年8个月17天20小时26分钟');
    expect(text).not.toContain('Yang');
  });

  it('prints the chart as JSON with --json, accepting "date time" as one argument', async () => {
    const chart = JSON.parse(await run('1983-02-15 20:00', '--gender', 'female', '--json'));
    expect(chart.dm).toBe('甲');
    expect(chart.pillars.year).toMatchObject({ stem: '癸', branch: '亥', tenGod: '正印' });
    expect(chart.luck.pillars).toHaveLength(9);
    expect(chart.luck.pillars[0]).toMatchObject({ stem: '乙', branch: '卯', age: 7, year: 1989 });
    expect(chart.luck.start).toEqual({
      year: 1989,
      month: 5,
      day: 4,
      hour: 18,
      minute: 24,
      second: 0,
      weekday: 4,
    });
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
