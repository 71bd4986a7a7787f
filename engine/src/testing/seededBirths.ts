/**
 * Seeded births for the oracle tests that sample many charts (Bazi against tyme4ts, the four
 * luck-start rules): one generator and one reading of a clock instant, so both samples are drawn
 * the same way and can be reproduced from their seed.
 */
import type { Birth } from '../bazi/birth';

/** mulberry32: a small deterministic PRNG, floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The birth whose clock reading (UTC+8) is `ms` read as UTC, to the minute. */
export function birthAt(ms: number, gender: Birth['gender']): Birth {
  const d = new Date(ms);
  return {
    date: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
    time: { hour: d.getUTCHours(), minute: d.getUTCMinutes() },
    gender,
  };
}
