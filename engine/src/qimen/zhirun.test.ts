import { addDays, type CivilDate } from '../calendar/civilDate';
import { dayPillarOf } from '../calendar/dayPillar';
import { qimenChart } from './qimenChart';
import { zhirunTermOf } from './zhirun';

/** The terms of the 置闰 blocks opening in a Gregorian year (upper-yuan 符头 every 15 days). */
function blockTerms(year: number): string[] {
  let head = firstHead(year);
  const terms: string[] = [];
  for (; head.year === year; head = addDays(head, 15)) terms.push(zhirunTermOf(head));
  return terms;
}

/** The term repeated by a leap in a year, or undefined. */
function leapOf(year: number): string | undefined {
  const terms = [zhirunTermOf(addDays(firstHead(year), -15)), ...blockTerms(year)];
  return terms.find((term, i) => i > 0 && terms[i - 1] === term);
}

function firstHead(year: number): CivilDate {
  let head: CivilDate = { year, month: 1, day: 1 };
  while (dayPillarOf(head) % 15 !== 0) head = addDays(head, 1);
  return head;
}

describe('置闰 (zhirun) hour ju', () => {
  it('gives 阴6 for 2024-10-01 13:03 where 拆补 gives 阴7 (METAPHYSICS.md 2.1)', () => {
    const at = { year: 2024, month: 10, day: 1, hour: 13, minute: 3 };
    const zhirun = qimenChart('hour', at, { qimenMethod: 'zhirun' }).qm_day;
    const chaibu = qimenChart('hour', at).qm_day;
    expect([zhirun?.ju_type, zhirun?.ju_number]).toEqual(['阴遁', 6]);
    expect([chaibu?.ju_type, chaibu?.ju_number]).toEqual(['阴遁', 7]);
  });

  // qimen-go README, rule 5 (置闰法): a leap at 大雪 or 芒种 in the years whose tens digit is odd
  // and units 0, 3 (5, 8), or tens even and units 1, 4, 7. Years where its shortcut and the
  // 超神 > 9 days count agree; it puts 2015/2018 and 1995/1998 where the count gives
  // 2016/2019 and 1996/1999 (a decade shortcut against a 2.9-year drift).
  it.each([1981, 1984, 1987, 1990, 1993, 2001, 2004, 2007, 2010, 2013, 2021, 2024, 2027, 2030])(
    'places a leap in %i, as qimen-go\u2019s year rule does',
    (year) => {
      expect(['芒种', '大雪']).toContain(leapOf(year));
    },
  );

  it.each([1982, 1983, 2002, 2003, 2005, 2006, 2022, 2023, 2025, 2026])(
    'places no leap in %i, as qimen-go\u2019s year rule does',
    (year) => {
      expect(leapOf(year)).toBeUndefined();
    },
  );

  it('leaps only at 芒种 and 大雪, 1901-2099 (秘笈大全 置闰法)', () => {
    const leaps = new Set<string>();
    for (let year = 1901; year <= 2099; year += 1) {
      const leap = leapOf(year);
      if (leap) leaps.add(leap);
    }
    expect([...leaps].sort()).toEqual(['大雪', '芒种']);
  });

  it('leaves the day chart as 拆补 draws it (the day chart places its own leap)', () => {
    const at = { year: 2024, month: 10, day: 1, hour: 13, minute: 3 };
    const zhirun = qimenChart('day', at, { qimenMethod: 'zhirun' });
    expect(zhirun.qm_day).toEqual(qimenChart('day', at).qm_day);
    // The stamp names only what a day chart depends on: the method does not move it.
    expect(zhirun.conventions).not.toContain('置闰');
  });
});
