/**
 * Day pillars 1900-01-01..2100-12-31 against the unbroken sixty-day cycle: 1949-10-01 (founding
 * day of the People's Republic) was a 甲子 day, so a day's pillar index is its day count from that
 * anchor mod 60 (甲子 = 0, 乙丑 = 1 ... 癸亥 = 59). The expected names are built here from the
 * stems and branches, independently of the engine's own cycle module.
 *
 * Sample (a daily walk of 73,414 days through `almanacDay` would take over half a minute): every
 * 7th day (7 is prime to 60, so every pillar is reached at every part of the range), plus
 * ±3 days around every 1 January and 28 February..1 March of every year (year and leap-day
 * boundaries, where a date-to-day-count conversion would slip).
 */
import { almanacDay } from '../almanac/almanacDay';
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const ANCHOR: CivilDate = { year: 1949, month: 10, day: 1 };
const FIRST: CivilDate = { year: 1900, month: 1, day: 1 };
const LAST: CivilDate = { year: 2100, month: 12, day: 31 };
const DAY_MS = 86_400_000;

const utc = ({ year, month, day }: CivilDate): number => Date.UTC(year, month - 1, day);

/** The pillar expected from the anchor: (days since 1949-10-01) mod 60. */
function expectedPillar(date: CivilDate): string {
  const days = Math.round((utc(date) - utc(ANCHOR)) / DAY_MS);
  const index = ((days % 60) + 60) % 60;
  return `${STEMS[index % 10]}${BRANCHES[index % 12]}`;
}

/** Day offsets from 1900-01-01 to check. */
function sample(): number[] {
  const total = Math.round((utc(LAST) - utc(FIRST)) / DAY_MS) + 1;
  const offsets = new Set<number>();
  for (let i = 0; i < total; i += 7) offsets.add(i);
  const around = (date: CivilDate, radius: number): void => {
    const centre = Math.round((utc(date) - utc(FIRST)) / DAY_MS);
    for (let k = -radius; k <= radius; k += 1) {
      if (centre + k >= 0 && centre + k < total) offsets.add(centre + k);
    }
  };
  for (let year = FIRST.year; year <= LAST.year; year += 1) {
    around({ year, month: 1, day: 1 }, 3);
    around({ year, month: 3, day: 1 }, 1); // 28 Feb, (29 Feb,) 1 Mar
  }
  return [...offsets].sort((a, b) => a - b);
}

describe('day pillar vs the sixty-day cycle from the 1949-10-01 甲子 anchor, 1900..2100', () => {
  jest.setTimeout(60_000);

  test('the anchor, and a second base date used by other calendar code', () => {
    expect(expectedPillar(ANCHOR)).toBe('甲子');
    const anchor = almanacDay('1949-10-01').ts;
    expect(anchor.day_gan + anchor.day_zhi).toBe('甲子');
    // 1900-01-01 is the 甲戌 day that several calendar programs use as their own base date; the
    // count from 1949-10-01 agrees (18,170 days back: -18,170 mod 60 = 10, 甲戌).
    expect(expectedPillar(FIRST)).toBe('甲戌');
  });

  test('ts.day_gan + ts.day_zhi on every 7th day and around every year and leap-day boundary', () => {
    const offsets = sample();
    const mismatches: string[] = [];
    for (const offset of offsets) {
      const date = addDays(FIRST, offset);
      const { day_gan, day_zhi } = almanacDay(date).ts;
      const expected = expectedPillar(date);
      if (day_gan + day_zhi !== expected) {
        mismatches.push(`${formatCivilDate(date)}: engine ${day_gan}${day_zhi}, cycle ${expected}`);
      }
    }
    console.log(`day pillar: ${offsets.length} days checked, ${mismatches.length} mismatches`);
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(offsets.length).toBeGreaterThan(11_000);
  });
});
