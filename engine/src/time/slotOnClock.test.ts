import { parseZone } from './zone';
import { slotOnClock } from './slotOnClock';

const at = (iso: string) => Date.parse(iso);

/**
 * Source: the IANA tz database's rules: the EU changes at 01:00 UTC on the last Sunday of March and
 * October; the US (since 2007) at 02:00 local on the second Sunday of March and the first Sunday
 * of November.
 */
describe('slotOnClock', () => {
  it("puts the 子 slot at 23:00 the evening before on the zone's own clock", () => {
    const berlin = parseZone('Europe/Berlin');
    expect(slotOnClock({ year: 2027, month: 2, day: 26 }, 0, berlin)).toEqual({
      startUtc: at('2027-02-25T22:00:00Z'),
      endUtc: at('2027-02-26T00:00:00Z'),
    });
    expect(slotOnClock({ year: 2027, month: 2, day: 26 }, 1, berlin).startUtc).toBe(
      at('2027-02-26T00:00:00Z'),
    );
    expect(slotOnClock({ year: 2027, month: 2, day: 26 }, 1, parseZone('Asia/Shanghai'))).toEqual({
      startUtc: at('2027-02-25T17:00:00Z'),
      endUtc: at('2027-02-25T19:00:00Z'),
    });
  });

  it('keeps two hours on the clock across a daylight-saving change: one or three elapsed', () => {
    // Berlin springs forward at 02:00 on 28 March 2027: the 丑 slot 01:00-03:00 lasts one hour.
    expect(slotOnClock({ year: 2027, month: 3, day: 28 }, 1, parseZone('Europe/Berlin'))).toEqual({
      startUtc: at('2027-03-28T00:00:00Z'),
      endUtc: at('2027-03-28T01:00:00Z'),
    });
    // New York falls back at 02:00 on 1 November 2026: the 丑 slot starts at the first 01:00
    // (EDT) and ends at 03:00 EST, three hours later.
    expect(
      slotOnClock({ year: 2026, month: 11, day: 1 }, 1, parseZone('America/New_York')),
    ).toEqual({
      startUtc: at('2026-11-01T05:00:00Z'),
      endUtc: at('2026-11-01T08:00:00Z'),
    });
  });
});
