/**
 * The 24 solar term instants of six years against astronomy-engine 2.1.19 (MIT, Don Cross):
 * `SearchSunLongitude(15 k, ...)` finds when the Sun's apparent geocentric ecliptic longitude
 * (true equinox of date) reaches 15 k degrees: 春分 = 0°, 清明 = 15° ... 冬至 = 270°, 小寒 = 285°,
 * 大寒 = 300°, 立春 = 315°, 雨水 = 330°, 惊蛰 = 345°.
 *
 * The engine gives a term's instant in Beijing time (UTC+8) as the term in force on a day
 * (ts.jie_qi_current / jie_qi_current_time, a term starting on that day counts) and as the next
 * term (ts.next_jie_qi / next_jie_qi_time). For each term: the engine's term in force on the
 * astronomy-engine Beijing date must be that term, within 120 s of astronomy-engine's instant, on
 * the same Beijing calendar date; the day before must announce it as the next term, same instant.
 * Six years are reported one by one; a second test sweeps every term of 1901..2100.
 */
import { SearchSunLongitude } from 'astronomy-engine';
import { almanacDay } from '../almanac/almanacDay';
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';

/** Term names by longitude / 15°, from 春分 (0°). */
const TERMS_FROM_EQUINOX = (
  '春分 清明 谷雨 立夏 小满 芒种 夏至 小暑 大暑 立秋 处暑 白露 ' +
  '秋分 寒露 霜降 立冬 小雪 大雪 冬至 小寒 大寒 立春 雨水 惊蛰'
).split(' ');

const YEARS = [1950, 2000, 2024, 2026, 2050, 2099];
const TOLERANCE_S = 120;
const BEIJING_MS = 8 * 3600_000;

/** `YYYY-MM-DD HH:mm:ss` in Beijing time -> epoch milliseconds. */
function parseBeijing(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new Error(`not a Beijing time: ${text}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, ...number[]];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - BEIJING_MS;
}

function beijingText(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
}

interface TermCheck {
  readonly name: string;
  readonly astronomy: string;
  readonly engine: string;
  readonly seconds: number;
}

function checkYear(year: number, mismatches: string[]): TermCheck[] {
  const checks: TermCheck[] = [];
  for (let k = 0; k < 24; k += 1) {
    const name = TERMS_FROM_EQUINOX[k] ?? '';
    const found = SearchSunLongitude(15 * k, new Date(Date.UTC(year, 0, 1)), 366);
    if (!found) throw new Error(`astronomy-engine found no ${name} in ${year}`);
    const astronomyMs = found.date.getTime();
    const astronomy = beijingText(astronomyMs);
    const [y, mo, d] = astronomy.slice(0, 10).split('-').map(Number);
    const day: CivilDate = { year: y ?? 0, month: mo ?? 0, day: d ?? 0 };
    const ts = almanacDay(day).ts;
    const seconds = (parseBeijing(ts.jie_qi_current_time) - astronomyMs) / 1000;
    checks.push({ name, astronomy, engine: ts.jie_qi_current_time, seconds });
    const where = `${name} ${year} (astronomy-engine ${astronomy} UTC+8)`;
    if (ts.jie_qi_current !== name) {
      mismatches.push(
        `${where}: engine term in force on ${formatCivilDate(day)} is ${ts.jie_qi_current}`,
      );
    }
    if (ts.jie_qi_current_time.slice(0, 10) !== formatCivilDate(day)) {
      mismatches.push(`${where}: engine instant ${ts.jie_qi_current_time} is on another day`);
    }
    if (Math.abs(seconds) >= TOLERANCE_S) {
      mismatches.push(`${where}: engine ${ts.jie_qi_current_time}, off by ${seconds.toFixed(0)} s`);
    }
    const eve = almanacDay(addDays(day, -1)).ts;
    if (eve.next_jie_qi !== name || eve.next_jie_qi_time !== ts.jie_qi_current_time) {
      mismatches.push(
        `${where}: the day before announces ${eve.next_jie_qi} ${eve.next_jie_qi_time}`,
      );
    }
  }
  return checks;
}

describe('solar term instants vs astronomy-engine SearchSunLongitude', () => {
  const all: TermCheck[] = [];

  test.each(YEARS)(
    `%i: all 24 terms on the same Beijing day and within ${TOLERANCE_S} s`,
    (year) => {
      const mismatches: string[] = [];
      const checks = checkYear(year, mismatches);
      all.push(...checks);
      const worst = checks.reduce((a, b) => (Math.abs(b.seconds) > Math.abs(a.seconds) ? b : a));
      console.log(
        `${year}: max |engine - astronomy-engine| ${Math.abs(worst.seconds).toFixed(1)} s ` +
          `(${worst.name}: engine ${worst.engine}, astronomy-engine ${worst.astronomy})`,
      );
      expect(mismatches.slice(0, 10)).toEqual([]);
      expect(checks).toHaveLength(24);
    },
  );

  test('reports the maximum difference over the six years', () => {
    expect(all).toHaveLength(24 * YEARS.length);
    const max = Math.max(...all.map((c) => Math.abs(c.seconds)));
    console.log(`solar terms ${YEARS.join(', ')}: max |difference| ${max.toFixed(1)} s`);
    expect(max).toBeLessThan(TOLERANCE_S);
  });
});

describe('every solar term 1901..2100 vs astronomy-engine (same checks, 4,800 terms)', () => {
  jest.setTimeout(60_000);

  test(`all on the same Beijing day and within ${TOLERANCE_S} s`, () => {
    const mismatches: string[] = [];
    const checks: TermCheck[] = [];
    for (let year = 1901; year <= 2100; year += 1) checks.push(...checkYear(year, mismatches));
    const max = Math.max(...checks.map((c) => Math.abs(c.seconds)));
    const mean = checks.reduce((sum, c) => sum + c.seconds, 0) / checks.length;
    // Terms within 2 minutes of midnight: their date rests on the ephemeris (HKO warns of the
    // 2021 winter solstice, 2051 and 2084 vernal equinoxes and 2083 spring commences).
    const nearMidnight = checks
      .filter((c) => {
        const seconds =
          Number(c.astronomy.slice(11, 13)) * 3600 + Number(c.astronomy.slice(14, 16)) * 60;
        return Math.min(seconds, 86400 - seconds) < TOLERANCE_S + 60;
      })
      .map((c) => `${c.name} engine ${c.engine} / astronomy-engine ${c.astronomy}`);
    console.log(
      `solar terms 1901..2100: max |engine - astronomy-engine| ${max.toFixed(1)} s, ` +
        `mean ${mean.toFixed(1)} s over ${checks.length} terms; near midnight:\n` +
        nearMidnight.join('\n'),
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(checks).toHaveLength(4800);
  });
});
