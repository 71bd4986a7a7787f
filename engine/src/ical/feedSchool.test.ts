/**
 * Feeds drawn in a school (`CalendarOptions.school`, a personal birth's own school): the content
 * changes where the school says it should, and the description names the options in force
 * (docs/engine/schools.md). Years and pillars checked against lunar-javascript's
 * `getYearInGanZhi` (2026: 立春 4 February, lunar new year 17 February).
 */
import { schoolOf } from '../schools/school';
import { icalEvents } from '../testing/icalEvents';
import { buildCalendar } from './buildCalendar';

const BIRTH = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

/** RFC 5545 unfolding: a CRLF followed by a space continues the line. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('school', () => {
  const window = { from: { year: 2026, month: 2, day: 5 }, to: { year: 2026, month: 2, day: 16 } };
  const descriptions = (ics: string) =>
    icalEvents(ics).map((e) => String(e.getFirstPropertyValue('description')));

  it('draws the Qi Men direction feed in the given day change and names it', () => {
    const plain = buildCalendar('qmdirection', { ...window, generatedAt: 0 });
    const own = buildCalendar('qmdirection', {
      ...window,
      generatedAt: 0,
      school: { dayChange: 'midnight-same-stem' },
    });
    expect(unfold(own)).toContain(
      '(day change 00:00 (late Rat hour on its own day) · clock time · zone Asia/Shanghai · Qi Men 拆补 (split and patch) · rotating plate (转盘))',
    );
    // The 23:00 slot takes its own evening's stem, so its hour chart (and life door) can move;
    // every other slot is the same chart.
    const [a, b] = [descriptions(plain), descriptions(own)];
    const changed = a.filter((text, i) => text !== b[i]);
    expect(changed.length).toBeGreaterThan(0);
    for (const [i, text] of a.entries()) {
      const lines = (t: string) => t.split('\n').filter((l) => !l.startsWith('23:00'));
      expect(lines(b[i] ?? '')).toEqual(lines(text));
    }
  });

  it('shows the lunar-new-year year pillar in the almanac feed between 立春 and 春节', () => {
    const own = buildCalendar('tongshuchn', {
      ...window,
      generatedAt: 0,
      school: { yearStart: 'lunar-new-year' },
    });
    expect(unfold(own)).toContain(
      'year from the lunar new year (正月初一) · day star from the 甲子 (Jia Zi) nearest each solstice)',
    );
    // 2026: 立春 4 February (丙午 from then on), lunar new year 17 February (乙巳 until then).
    const years = descriptions(own).map((d) => /(\S\S)年 \S\S月/.exec(d)?.[1]);
    expect(new Set(years)).toEqual(new Set(['乙巳']));
    const plainYears = descriptions(buildCalendar('tongshuchn', { ...window, generatedAt: 0 })).map(
      (d) => /(\S\S)年 \S\S月/.exec(d)?.[1],
    );
    expect(new Set(plainYears)).toEqual(new Set(['丙午']));
  });

  it("reads a personal feed in the school its birth carries, not the feed's", () => {
    const birth = {
      china: BIRTH,
      clock: BIRTH,
      school: { ...schoolOf(), qimenPlate: 'flying' as const },
    };
    const text = unfold(
      buildCalendar('personalsim', {
        ...window,
        birth,
        generatedAt: 0,
        school: { qimenPlate: 'rotating' },
      }),
    );
    expect(text).toContain('flying plate (飞盘))');
  });
});
