/**
 * `solarTermEvents(fromMs, toMs)`: the 24 solar terms (节气) between two instants with their
 * names in Chinese and English. The instants are the almanac's own: `solarTermsAround` in
 * `calendar/lunarAdapter.ts` (lunar-javascript's 寿星 theory, within 120 s of astronomy-engine
 * for every term of 1901-2100, `oracles/solarTerms.test.ts`), kept on China's clock (UTC+8) and
 * turned here into UTC instants.
 */
import { solarTerms } from '@tongshu/data';
import { solarTermsAround } from '../calendar/lunarAdapter';
import { parseInstant } from '../bazi/instant';

export interface SolarTermEvent {
  readonly zh: string;
  readonly en: string;
  /** 节 (opens a solar month) or 中气. */
  readonly kind: 'sectional' | 'principal';
  /** The sun's apparent ecliptic longitude at the instant, degrees (春分 0, 清明 15 ...). */
  readonly longitude: number;
  /** The instant, ms since the epoch (UTC). */
  readonly utcMs: number;
}

const CHINA_MS = 8 * 3_600_000;

/** Ms since the epoch of a `YYYY-MM-DD HH:mm:ss` time on China's clock (UTC+8). */
export function chinaTimeMs(text: string): number {
  const { year, month, day, hour, minute, second } = parseInstant(text);
  return Date.UTC(year, month - 1, day, hour, minute, second ?? 0) - CHINA_MS;
}

/**
 * The terms whose instant is in [fromMs, toMs), in time order.
 * @param fromMs start, ms since the epoch (UTC), inclusive.
 * @param toMs end, ms since the epoch (UTC), exclusive; both within 1900..2100.
 */
export function solarTermEvents(fromMs: number, toMs: number): SolarTermEvent[] {
  const first = new Date(fromMs + CHINA_MS).getUTCFullYear();
  const last = new Date(toMs + CHINA_MS).getUTCFullYear();
  const result: SolarTermEvent[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const term of solarTermsAround(year)) {
      // Each year's list reaches into its neighbours: keep a term in its own year's list only.
      if (!term.time.startsWith(`${year}-`)) continue;
      const utcMs = chinaTimeMs(term.time);
      if (utcMs < fromMs || utcMs >= toMs) continue;
      const glossary = solarTerms[term.name];
      if (!glossary) throw new Error(`no glossary entry for the solar term ${term.name}`);
      result.push({
        zh: term.name,
        en: glossary.en,
        kind: glossary.kind,
        longitude: glossary.longitude,
        utcMs,
      });
    }
  }
  return result;
}
