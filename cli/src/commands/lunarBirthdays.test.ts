import { main } from '../index';
import { captureIo } from '../testing/captureIo';
import { displayWidth } from '../format/table';

const run = async (args: string[]) => {
  const io = captureIo();
  const code = await main(['node', 'tongshu', 'lunar-birthdays', ...args], io);
  return { code, out: io.out.join('\n'), err: io.err.join('\n') };
};

/**
 * The independent reading: ICU's Chinese calendar (Node's Intl, not lunar-javascript). At noon on
 * China's clock; Node 20's ICU writes a leap month as '4bis'.
 */
const icu = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
});
function icuLunar(date: string): { month: string; day: string } {
  const parts = icu.formatToParts(new Date(`${date}T04:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month'), day: part('day') };
}

interface Json {
  birth: { date: string; lunar: object; lunarText: string };
  rules: { leap: string; thirtieth: string };
  birthdays: {
    date: string;
    weekday: string;
    lunar: { year: number; month: number; day: number; leap: boolean };
    lunarText: string;
    westernAge: number;
    nominalAge: number;
    rule?: string;
  }[];
}

const json = async (args: string[]): Promise<Json> => {
  const { code, out } = await run([...args, '--json']);
  expect(code).toBe(0);
  return JSON.parse(out) as Json;
};

describe('tongshu lunar-birthdays', () => {
  // 2020-06-15 is 闰四月廿四 (ICU: month 4bis, day 24); the next 闰四月 is in 2058.
  const leapBirth = ['2020-06-15', '--from', '2056', '--years', '5'];

  it('reads the leap-month birth as ICU does', async () => {
    expect(icuLunar('2020-06-15')).toEqual({ month: '4bis', day: '24' });
    const { birth } = await json(leapBirth);
    expect(birth).toEqual({
      date: '2020-06-15',
      lunar: { year: 2020, month: 4, day: 24, leap: true },
      lunarText: 'leap 4th month 24th (闰四月廿四)',
    });
  });

  it('leap-or-regular: the leap month in 2058, the regular month in the other years', async () => {
    const { rules, birthdays } = await json(leapBirth);
    expect(rules).toEqual({ leap: 'leap-or-regular', thirtieth: 'last-day' });
    expect(birthdays.map((b) => b.date.slice(0, 4))).toEqual([
      '2056',
      '2057',
      '2058',
      '2059',
      '2060',
    ]);
    for (const b of birthdays) {
      const leap = b.date.startsWith('2058');
      expect(icuLunar(b.date)).toEqual({ month: leap ? '4bis' : '4', day: '24' });
      expect(b.lunar.leap).toBe(leap);
      expect(b.rule).toBe(
        leap ? 'the year has the leap month' : 'no leap month this year, so the regular month',
      );
      // 虚岁 counts lunar years from 2020's; the Western age completed years from 15 June.
      expect(b.nominalAge).toBe(b.lunar.year - 2020 + 1);
      expect(b.westernAge).toBe(
        Number(b.date.slice(0, 4)) - 2020 - (b.date.slice(5) < '06-15' ? 1 : 0),
      );
    }
  });

  it('regular: the regular 4th month every year, 2058 too', async () => {
    const { birthdays } = await json([...leapBirth, '--leap', 'regular']);
    expect(birthdays).toHaveLength(5);
    for (const b of birthdays) expect(icuLunar(b.date)).toEqual({ month: '4', day: '24' });
    const in2058 = birthdays.find((b) => b.date.startsWith('2058'));
    expect(in2058?.date).toBe('2058-05-16');
    expect(in2058?.rule).toBe('leap-month birth: regular month (rule: always the regular month)');
  });

  it('skip: only years with a 闰四月, each on ICU’s 4bis 24', async () => {
    const args = ['2020-06-15', '--from', '2056', '--years', '9', '--leap', 'skip'];
    const { birthdays } = await json(args);
    expect(birthdays.map((b) => b.date)).toEqual([
      '2058-06-14',
      '2069-06-13',
      '2077-06-14',
      '2088-06-13',
      '2096-06-14',
    ]);
    for (const b of birthdays) expect(icuLunar(b.date)).toEqual({ month: '4bis', day: '24' });
    expect((await run(args)).out).toContain('Only 5 by 2100');
  });

  it('a 30th: the 29th of a short month, or no birthday that year', async () => {
    // 1990-03-26 is 二月三十 (ICU: month 2, day 30).
    expect(icuLunar('1990-03-26')).toEqual({ month: '2', day: '30' });
    const args = ['1990-03-26', '--from', '2026', '--years', '10'];
    const kept = (await json(args)).birthdays;
    const skipped = (await json([...args, '--thirtieth', 'skip'])).birthdays;
    for (const b of kept) {
      expect(icuLunar(b.date)).toEqual({ month: '2', day: String(b.lunar.day) });
      expect(b.rule).toBe(b.lunar.day === 29 ? 'short month: 29th, its last day' : undefined);
    }
    expect(kept.some((b) => b.lunar.day === 29)).toBe(true);
    expect(skipped.every((b) => b.lunar.day === 30)).toBe(true);
    expect(skipped.map((b) => b.date)).toEqual(
      expect.arrayContaining(kept.filter((b) => b.lunar.day === 30).map((b) => b.date)),
    );
  });

  it('writes the birth’s lunar date first, then a ruled table in 80 columns', async () => {
    const { code, out } = await run(leapBirth);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('Born 2020-06-15: leap 4th month 24th (闰四月廿四), lunar year 2020');
    // The weekday as Intl writes it for the same date.
    const friday = new Date('2058-06-14T00:00:00Z').toLocaleDateString('en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    expect(out).toMatch(new RegExp(`2058-06-14 │ ${friday} `));
    expect(out).toContain('虚岁 39');
    expect(Math.max(...lines.map(displayWidth))).toBeLessThanOrEqual(80);
  });

  it('counts from this year on China’s clock by default', async () => {
    // The captured clock is 2026-02-17 02:00 in China.
    const { birthdays } = await json(['1950-03-12', '--years', '3']);
    expect(birthdays.map((b) => b.date.slice(0, 4))).toEqual(['2026', '2027', '2028']);
  });

  it('refuses a bad date, count or rule with exit status 2 and one line', async () => {
    for (const [args, message] of [
      [['2020-02-30'], 'no such date'],
      [['2020-06-15', '--years', '0'], '--years must be a whole number from 1 to 120'],
      [['2020-06-15', '--from', '1800'], '--from must be a whole number from 1900 to 2100'],
      [['2020-06-15', '--leap', 'never'], 'Allowed choices are leap-or-regular, regular, skip'],
    ] as [string[], string][]) {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toContain(message);
    }
  });
});
