/**
 * 不将日 against the published tables and two other implementations:
 * - the 正月 and 二月 lists worked from 《天宝历》's rule as 《协纪辨方书》 quotes it, in 造福堂's
 *   "陰陽不將日" (reposted 2021-09-11 at qqstock.cn/content/21/0911/08/75821338_995015233.shtml);
 * - tyme4ts 1.x, whose day gods (from 协纪辨方书's month tables) name 不将: every day of 2024-2027
 *   but two pillars of its table, where cnlunar and the rule agree against it: 壬申 in the 申
 *   month (the rule and cnlunar: 不将) and 己丑 in the 亥 month (丑 is that month's 月厌 itself,
 *   on the line, not after it; the same 亥-month 己丑 row tyme4ts also gets wrong for 归忌);
 * - cnlunar 0.x (github.com/OPN48/cnlunar, config.py `bujiang`, months 子 first), which keeps 戊
 *   in every month: it agrees on the summer and autumn months and differs only on 戊 and 己 days,
 *   where the rule seats 己 at 坤 (春冬己不将，秋夏戊不将).
 */
import { SolarDay } from 'tyme4ts';
import { addDays, type CivilDate } from '../calendar/civilDate';
import { jiaziName } from '../sexagenary/cycle';
import { isBuJiang } from './buJiang';
import { selectionDay } from './selectionDay';

const PILLARS = Array.from({ length: 60 }, (_, i) => jiaziName(i));
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

/** The pillars that are 不将 in the month of `monthBranch`, in sixty-cycle order. */
const buJiangOf = (monthBranch: string) =>
  PILLARS.filter((pillar) => isBuJiang(monthBranch, pillar[0] ?? '', pillar[1] ?? ''));
const sorted = (pillars: readonly string[]) =>
  [...pillars].sort((a, b) => PILLARS.indexOf(a) - PILLARS.indexOf(b));

describe('不将日', () => {
  it('gives the published 正月 and 二月 lists (《天宝历》 in 《协纪辨方书》)', () => {
    const first = '丙子 丙寅 庚子 庚寅 丁亥 丁丑 丁卯 辛亥 辛丑 辛卯 己亥 己丑 己卯'.split(' ');
    const second = '乙丑 乙亥 丙子 丙寅 丙戌 丁丑 丁亥 庚子 庚寅 庚戌 己丑 己亥'.split(' ');
    expect(buJiangOf('寅')).toEqual(sorted(first));
    expect(buJiangOf('卯')).toEqual(sorted(second));
  });

  it('agrees with tyme4ts on every day of 2024-2027 but its 申-month 壬申 and 亥-month 己丑', () => {
    const first: CivilDate = { year: 2024, month: 1, day: 1 };
    const differ: string[] = [];
    let count = 0;
    for (let i = 0; i < 4 * 365 + 1; i += 1) {
      const date = addDays(first, i);
      const ts = selectionDay(date);
      const tyme = SolarDay.fromYmd(date.year, date.month, date.day).getSixtyCycleDay();
      const named = tyme.getGods().some((god) => god.getName() === '不将');
      const ours = isBuJiang(ts.month_zhi, ts.day_gan, ts.day_zhi);
      if (ours) count += 1;
      if (named !== ours) differ.push(`${ts.month_zhi}${ts.day_gan}${ts.day_zhi}`);
    }
    expect(new Set(differ)).toEqual(new Set(['申壬申', '亥己丑']));
    expect(count).toBeGreaterThan(200);
  });

  it('differs from cnlunar only on 戊 and 己 days, and not at all from 巳 to 戌 months', () => {
    const cnlunar = [
      '壬寅壬辰辛丑辛卯辛巳庚寅庚辰丁丑丁卯丁巳戊寅戊辰',
      '辛丑辛卯庚子庚寅庚辰丁丑丁卯丙子丙寅丙辰戊子戊寅戊辰',
      '辛亥辛丑辛卯庚子庚寅丁亥丁丑丁卯丙子丙寅戊子戊寅',
      '庚戌庚子庚寅丁亥丁丑丙戌丙子丙寅乙亥乙丑戊戌戊子戊寅',
      '丁酉丁亥丁丑丙戌丙子乙酉乙亥乙丑甲戌甲子戊戌戊子',
      '丁酉丁亥丙申丙戌丙子乙酉乙亥甲申甲戌甲子戊申戊戌戊子',
      '丙申丙戌乙未乙酉乙亥甲申甲戌癸未癸酉癸亥戊申戊戌',
      '乙未乙酉甲午甲申甲戌癸未癸酉壬午壬申壬戌戊午戊申戊戌',
      '乙巳乙未乙酉甲午甲申癸巳癸未癸酉壬午壬申戊午戊申',
      '甲辰甲午甲申癸巳癸未壬辰壬午壬申辛巳辛未戊辰戊午戊申',
      '癸卯癸巳癸未壬辰壬午辛卯辛巳辛未庚辰庚午戊辰戊午',
      '癸卯癸巳壬寅壬辰壬午辛卯辛巳庚寅庚辰庚午戊寅戊辰戊午',
    ].map((month) => sorted(month.match(/../g) ?? []));
    cnlunar.forEach((theirs, branch) => {
      const month = BRANCHES[branch] ?? '';
      const ours = buJiangOf(month);
      const differ = PILLARS.filter((p) => ours.includes(p) !== theirs.includes(p));
      expect(differ.every((pillar) => '戊己'.includes(pillar[0] ?? ''))).toBe(true);
      if ('巳午未申酉戌'.includes(month)) expect(differ).toEqual([]);
    });
  });
});
