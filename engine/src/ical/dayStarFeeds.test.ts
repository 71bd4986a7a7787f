/**
 * Issue 43: every Tong Shu feed names each day's flying star (日家紫白). Checked against
 * lunar-javascript 1.7.7 `getDayNineStar()` of the date's Lunar (what `Lunar.fromDate` gives:
 * `Solar.fromYmd(...).getLunar()`), with the English of `@tongshu/data`'s nineStars glossary. The
 * window 2026-12-10..20 holds the winter 甲子 (2026-12-16), where the count turns from descending
 * (癸亥 1 White) to ascending (甲子 1 White). No January date: lunar-javascript counts some January
 * days from the coming winter 甲子 (docs/engine/stars.md).
 */
import { nineStars } from '@tongshu/data';
import { Solar } from 'lunar-javascript';
import type { CivilDate } from '../calendar/civilDate';
import { icalEvents } from '../testing/icalEvents';
import { almanacEvent } from './almanacCalendars';
import { buildCalendar } from './buildCalendar';
import cnlunar from '../oracles/dayStarCnlunar.json';

/** lunar-javascript's star of a date, as '九紫'. */
function oracleStar({ year, month, day }: CivilDate): string {
  const star = Solar.fromYmd(year, month, day).getLunar().getDayNineStar();
  return `${star.getNumber()}${star.getColor()}`;
}

/** The English feeds' line for a star: the glossary's "9 Purple (Fire)" with the Chinese beside. */
function englishLine(zh: string): string {
  const en = nineStars[zh]?.en ?? '';
  return `Day star: ${en.replace(' (', ` (${zh}, `)}.`;
}

describe('the day star in the Tong Shu feeds', () => {
  const date = { year: 2026, month: 11, day: 28 };

  it('names 2026-11-28 as lunar-javascript does, 9 Purple (九紫, Fire)', () => {
    expect(oracleStar(date)).toBe('九紫');
    for (const kind of ['tongshueng', 'tongshuicon'] as const) {
      expect(almanacEvent(kind, date).description.split('\n')).toContain(
        'Day star: 9 Purple (九紫, Fire).',
      );
    }
    expect(almanacEvent('tongshuchn', date).description.split('\n')).toContain('日家紫白: 九紫');
  });

  it.each(['23:00', 'midnight'] as const)(
    'gives each all-day date its own star on a Berlin clock, day change %s',
    (dayChange) => {
      const window = {
        from: { year: 2026, month: 12, day: 10 },
        to: { year: 2026, month: 12, day: 20 },
      };
      for (const kind of ['tongshueng', 'tongshuicon', 'tongshuchn'] as const) {
        const ics = buildCalendar(kind, {
          ...window,
          generatedAt: 0,
          zone: 'Europe/Berlin',
          school: { dayChange },
        });
        const events = icalEvents(ics);
        expect(events).toHaveLength(11);
        for (const event of events) {
          const start = event.getFirstPropertyValue('dtstart') as {
            isDate: boolean;
            toString(): string;
          };
          expect(start.isDate).toBe(true);
          const [year, month, day] = start.toString().split('-').map(Number);
          const zh = oracleStar({ year: year ?? 0, month: month ?? 0, day: day ?? 0 });
          const lines = String(event.getFirstPropertyValue('description')).split('\n');
          expect(lines).toContain(kind === 'tongshuchn' ? `日家紫白: ${zh}` : englishLine(zh));
        }
      }
    },
  );
});

describe("the day star in the owner's school", () => {
  it("follows cnlunar's continuous count when the school chooses it (cnlunar 0.2.4, run for real)", () => {
    const oracle = cnlunar as { firstYear: number; years: string[] };
    const ics = buildCalendar('tongshueng', {
      from: { year: 2026, month: 12, day: 10 },
      to: { year: 2026, month: 12, day: 20 },
      generatedAt: 0,
      zone: 'Europe/Berlin',
      school: { dayStarRule: 'cnlunar' },
    });
    expect(ics).toContain('day star by cnlunar’s continuous count'.slice(0, 30));
    for (const event of icalEvents(ics)) {
      const start = String(event.getFirstPropertyValue('dtstart'));
      const [year = 0, month = 0, day = 0] = start.split('-').map(Number);
      const ofYear = (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86400000;
      const number = Number(oracle.years[year - oracle.firstYear]?.[ofYear]);
      const zh = Object.entries(nineStars).find(([, star]) => star.number === number)?.[0] ?? '';
      const lines = String(event.getFirstPropertyValue('description')).split('\n');
      expect(lines).toContain(englishLine(zh));
    }
  });
});
