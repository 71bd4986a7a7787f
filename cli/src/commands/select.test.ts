/**
 * tongshu select: the table and the JSON of a selection for two people, checked against the
 * engine's Bazi charts of the same births (their year and day branches) and selectDays itself.
 */
import { baziChart, parseBirth, selectDays, selectionPerson } from '@tongshu/engine';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';

const ARGS = [
  '--from',
  '2026-03-01',
  '--to',
  '2026-05-31',
  '--birth',
  '1990-05-15 14:30',
  '--gender',
  'female',
  '--birth',
  '1988-11-02 08:00',
  '--gender',
  'male',
];

describe('tongshu select', () => {
  it('prints { days, refused } as JSON, as selectDays answers for the same people', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'select', '嫁娶', ...ARGS, '--json'], io)).toBe(0);
    const printed = JSON.parse(io.out.join('')) as { days: unknown[]; refused: unknown[] };
    const people = [
      selectionPerson('person 1', baziChart(parseBirth('1990-05-15', '14:30', 'female'))),
      selectionPerson('person 2', baziChart(parseBirth('1988-11-02', '08:00', 'male'))),
    ];
    const expected = selectDays({ activity: '嫁娶', from: '2026-03-01', to: '2026-05-31', people });
    expect(printed).toEqual({ days: expected.days, refused: expected.refused });
    expect(printed.days.length + printed.refused.length).toBe(92);
  });

  it('takes everyday words and prints a table naming the tradition and the people', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'select', 'wedding', ...ARGS], io)).toBe(0);
    // Lines wrap at 80 columns, under their own text: joined back for the words.
    const text = io.out.join('').replace(/\n +(?=[^ +-])/g, ' ');
    expect(text).toContain('Marriage (嫁娶)');
    expect(text).toContain('Judged by the popular almanac tradition');
    expect(text).toContain('on the clock of Asia/Shanghai');
    // Every reason in English, its Chinese beside it.
    expect(text).toMatch(/^ +[+-]?\d+ [A-Z][^\n]* \([^\n]*\p{Script=Han}[^\n]*\)$/mu);
    expect(text).toMatch(/best hours: \d\d:00-\d\d:59 [A-Z][a-z]+ \p{Script=Han}/u);
    expect(text).toContain('score');
    expect(text).toContain('person 1 (year Horse 午');
  });

  it('names the people given --name in the reasons, in English with the Chinese beside', async () => {
    const io = captureIo();
    const named = ['--name', 'Ann', '--name', 'Ben'];
    expect(await main(['node', 'tongshu', 'select', 'wedding', ...ARGS, ...named], io)).toBe(0);
    const text = io.out.join('').replace(/\n +(?=[^ +-])/g, ' ');
    expect(text).toContain('For Ann (year Horse 午');
    // A kept day's harmony with a person: by their name, the Chinese alone beside it (丑酉三合).
    expect(text).toMatch(/(Ann|Ben)'s (year|day) branch, [A-Z][a-z]+[^(\n]* \(\p{Script=Han}+\)/u);
    expect(text).not.toMatch(/person \d|年支|日支/);
    const json = captureIo();
    await main(['node', 'tongshu', 'select', 'wedding', ...ARGS, ...named, '--json'], json);
    const refused = (JSON.parse(json.out.join('')) as { refused: { reasons: { en: string }[] }[] })
      .refused;
    // 1988 is a 辰 (Dragon) year by 立春 and 1990 a 午 (Horse) one (lunar-javascript
    // getYearZhiByLiChun); 戌 (Dog) clashes 辰 and 子 (Rat) clashes 午 (六冲, 《三命通会》).
    const clashes = refused.flatMap((day) => day.reasons).map((reason) => reason.en);
    expect(clashes).toContain("The day's Dog branch clashes Ben's year branch, Dragon");
    expect(clashes).toContain("The day's Rat branch clashes Ann's year branch, Horse");
  });

  it("judges the days and hours on the clock of the first birth's zone, or --clock", async () => {
    const berlin = ['--tz', 'Europe/Berlin'];
    const io = captureIo();
    expect(
      await main(['node', 'tongshu', 'select', '嫁娶', ...ARGS, ...berlin, '--json'], io),
    ).toBe(0);
    const { days } = JSON.parse(io.out.join('')) as { days: { hours: { start: string }[] }[] };
    // Slots start at odd hours on any clock (China's slots moved to Berlin would be even).
    for (const hour of days.flatMap((day) => day.hours))
      expect(Number(hour.start.slice(11, 13)) % 2).toBe(1);
    const text = captureIo();
    await main(
      ['node', 'tongshu', 'select', '嫁娶', ...ARGS, ...berlin, '--clock', 'America/New_York'],
      text,
    );
    expect(text.out.join('')).toContain('on the clock of America/New_York');
  });

  it('leaves the weak days out unless --weak asks, then marks them', async () => {
    const run = async (...extra: string[]) => {
      const io = captureIo();
      expect(await main(['node', 'tongshu', 'select', '嫁娶', ...ARGS, ...extra], io)).toBe(0);
      return io.out.join('');
    };
    type Day = { score: number; weak: boolean };
    const plain = JSON.parse(await run('--json')) as { days: Day[] };
    const asked = JSON.parse(await run('--weak', '--json')) as { days: Day[] };
    expect(plain.days.every((day) => day.score >= 0 && !day.weak)).toBe(true);
    const weak = asked.days.filter((day) => day.weak);
    expect(weak.length).toBeGreaterThan(0);
    expect(weak.every((day) => day.score < 0)).toBe(true);
    expect(await run('--weak')).toMatch(/ {2}score -\d+ \(weak\) {2}best hours/);
    expect(await run()).not.toContain('(weak)');
  });

  it('filters by --weekdays, --hours and --bujiang as selectDays does', async () => {
    const io = captureIo();
    const filters = ['--weekdays', 'sat,sun', '--hours', '09:00-18:00', '--bujiang'];
    expect(
      await main(['node', 'tongshu', 'select', '嫁娶', ...ARGS, ...filters, '--json'], io),
    ).toBe(0);
    const printed = JSON.parse(io.out.join('')) as { days: { date: string }[] };
    const expected = selectDays({
      ...{ activity: '嫁娶', from: '2026-03-01', to: '2026-05-31' },
      people: [
        selectionPerson('person 1', baziChart(parseBirth('1990-05-15', '14:30', 'female'))),
        selectionPerson('person 2', baziChart(parseBirth('1988-11-02', '08:00', 'male'))),
      ],
      ...{ weekdays: 'sat,sun', hours: '09:00-18:00', bujiang: true },
    });
    expect(printed.days).toEqual(expected.days);
    // Saturdays and Sundays by ECMAScript's own calendar.
    for (const day of printed.days) expect([0, 6]).toContain(new Date(day.date).getUTCDay());
  });

  it('refuses an unknown activity, a long range and an unpaired --birth with exit status 2', async () => {
    for (const args of [
      ['select', '嫁娶', '--from', '2026-01-01', '--to', '2026-01-31', '--weekdays', 'funday'],
      ['select', '嫁娶', '--from', '2026-01-01', '--to', '2026-01-31', '--hours', '25:00-26:00'],
      ['select', '移徙', '--from', '2026-01-01', '--to', '2026-01-31', '--bujiang'],
      ['select', 'flying', '--from', '2026-01-01', '--to', '2026-01-31'],
      ['select', '嫁娶', '--from', '2026-01-01', '--to', '2027-06-01'],
      ['select', '嫁娶', '--from', '2026-01-01', '--to', '2026-01-31', '--birth', '1990-05-15'],
    ]) {
      const io = captureIo();
      expect(await main(['node', 'tongshu', ...args], io)).toBe(2);
      expect(io.err.join('').split('\n').filter(Boolean)).toHaveLength(1);
    }
  });
});
