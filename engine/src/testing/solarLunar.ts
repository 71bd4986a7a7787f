import { createRequire } from 'node:module';

/**
 * The part of solarlunar's API the oracle tests use. Its package.json `exports` has no `types`
 * entry, so TypeScript (node16 resolution) cannot see its bundled declarations: the CommonJS build
 * is loaded with `require` and typed by hand (signatures from its solarlunar.d.ts).
 */
interface SolarLunar {
  leapMonth(year: number): number;
  lunar2solar(
    year: number,
    month: number,
    day: number,
    isLeapMonth?: boolean,
  ): { cYear: number; cMonth: number; cDay: number } | -1;
}

/** solarlunar 3.1.0 (ISC): the Hong Kong Observatory's conversion tables, 1901..2100. */
export const solarLunar = (createRequire(__filename)('solarlunar') as { default: SolarLunar })
  .default;
