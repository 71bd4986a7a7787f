/**
 * A worked example from a published date-selection column: "農曆八月，是嫁娶旺季", Oriental Daily
 * News (東方日報, Hong Kong), lifestyle section, 18 September 2015
 * (https://orientaldaily.on.cc/cnt/lifestyle/20150918/00304_001.html). The practitioner judges
 * four days of the eighth lunar month of 乙未 for a wedding and turns every one down:
 * - 22 Sep (八月初十, 定日): the day before 秋分 is 四離, and its 丑 clashes the year's 未: 歲破;
 * - 28 Sep (八月十六, 開日): a lunar eclipse, which the engine does not model; it refuses the day
 *   on its own grounds, checked here only as refused;
 * - 2 Oct (八月二十, 滿日): a 亥 day, on which weddings are avoided (彭祖百忌, 亥不嫁娶);
 * - 4 Oct (八月廿二, 定日): 丑 again, 歲破.
 */
import { almanacDay } from '../almanac/almanacDay';
import { selectDays } from './selectDays';

const selection = selectDays({ activity: '嫁娶', from: '2015-09-22', to: '2015-10-04' });
const refusal = (date: string) => selection.refused.find((day) => day.date === date);
const codes = (date: string) => refusal(date)?.reasons.map((reason) => reason.code) ?? [];

it.each([
  ['2015-09-22', 10, '定', '丑'],
  // The column gives no branch for this day.
  ['2015-09-28', 16, '开', undefined],
  ['2015-10-02', 20, '满', '亥'],
  ['2015-10-04', 22, '定', '丑'],
])(
  '%s is the 8th lunar month, day %i, a %s day, branch %s, as the column says',
  (date, lday, officer, branch) => {
    const { ts } = almanacDay(date);
    expect([ts.lmonth, ts.lday, ts.zhi_xing]).toEqual([8, lday, officer]);
    if (branch) expect(ts.day_zhi).toBe(branch);
  },
);

it('refuses all four days for a wedding, for the column’s reasons where the engine models them', () => {
  expect(codes('2015-09-22')).toEqual(expect.arrayContaining(['four-separations', 'year-breaker']));
  expect(refusal('2015-09-28')).toBeDefined();
  expect(codes('2015-10-02')).toContain('avoid');
  expect(codes('2015-10-04')).toContain('year-breaker');
});
