/**
 * The almanac rules that no library provides, each checked against its published source or an
 * independent implementation (named per test).
 */
import { Solar } from 'lunar-javascript';
import { addDays } from '../calendar/civilDate';
import { BRANCHES, branchIndex, jiaziName } from '../sexagenary/cycle';
import { almanacDay, hourSlotsOf } from './almanacDay';
import { hourStars } from './hourStars';
import { hourNineStar, isHourStarAscending } from '../stars/hourStar';
import { NINE_STARS } from '../stars/nineStars';
import { nayinDoors } from './nayinDoors';
import { raisingNobleman } from './raisingNobleman';

describe('raising nobleman (贵人登天门)', () => {
  it('matches the worked example of 《协纪辨方书》 vol. 7: after 大寒, 甲 days give 辰 (yang) and 戌 (yin)', () => {
    const byBranch = BRANCHES.map((_, hour) => raisingNobleman(0, '大寒', hour));
    expect(byBranch[branchIndex('辰')]).toBe('阳贵人');
    expect(byBranch[branchIndex('戌')]).toBe('阴贵人');
    expect(byBranch.filter((value) => value !== '')).toHaveLength(2);
  });

  it('shows the yang nobleman only in daytime hours and the yin only at night', () => {
    const terms = [
      '雨水',
      '春分',
      '谷雨',
      '小满',
      '夏至',
      '大暑',
      '处暑',
      '秋分',
      '霜降',
      '小雪',
      '冬至',
      '大寒',
    ];
    for (const term of terms) {
      for (let stem = 0; stem < 10; stem += 1) {
        BRANCHES.forEach((_, hour) => {
          const value = raisingNobleman(stem, term, hour);
          const daytime = hour >= 3 && hour <= 8;
          if (value === '阳贵人') expect(daytime).toBe(true);
          if (value === '阴贵人') expect(daytime).toBe(false);
        });
      }
    }
  });
});

describe('hour spirits (时神, 《协纪辨方书》 vol. 7-8)', () => {
  it('lists the spirits of a 甲子 day worked by hand from the book rules', () => {
    const stars = (hour: string, hourStem: number) =>
      hourStars({
        dayStem: 0,
        dayBranch: 0,
        dayPillar: 0,
        hourStem,
        hourBranch: branchIndex(hour),
      });
    // 甲 nobles 丑未; 甲 禄 寅; 子 六合 丑, 三合 申辰, 冲 午, 刑 卯, 害 未; 甲子 xun void 戌亥;
    // 甲己 截路空亡 申酉; 五不遇: 甲 day 庚午 hour.
    expect(stars('子', 0)).toEqual(['日建']);
    expect(stars('丑', 1)).toEqual(['贵人', '六合']);
    expect(stars('寅', 2)).toEqual(['日禄']);
    expect(stars('卯', 3)).toEqual(['日刑']);
    expect(stars('辰', 4)).toEqual(['三合']);
    expect(stars('午', 6)).toEqual(['日破', '五不遇']);
    expect(stars('未', 7)).toEqual(['贵人', '日害']);
    expect(stars('申', 8)).toEqual(['三合', '路空']);
    expect(stars('酉', 9)).toEqual(['路空']);
    expect(stars('戌', 0)).toEqual(['旬空']);
    expect(stars('亥', 1)).toEqual(['旬空']);
  });
});

describe('hour flying star (时家紫白)', () => {
  it('agrees with lunar-javascript Lunar.getTimeNineStar (an independent implementation) over two years', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < 731; i += 1) {
      const date = addDays({ year: 2025, month: 1, day: 1 }, i);
      const { ts } = almanacDay(date);
      hourSlotsOf(ts).forEach((slot, branch) => {
        const hour = branch === 0 ? 0 : branch * 2 - 1;
        const star = Solar.fromYmdHms(date.year, date.month, date.day, hour, 0, 0)
          .getLunar()
          .getTimeNineStar();
        const expected = `${star.getNumber()}${star.getColor()}`;
        if (slot.star_actual !== expected) mismatches.push(`${ts.date} ${slot.zhi}`);
      });
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('starts 子 hours at 1 White on 子 days after the winter solstice and 9 Purple after the summer one', () => {
    expect(isHourStarAscending('冬至')).toBe(true);
    expect(isHourStarAscending('夏至')).toBe(false);
    expect(hourNineStar(true, 0, 0)).toBe(NINE_STARS[0]);
    expect(hourNineStar(false, 0, 0)).toBe(NINE_STARS[8]);
    expect(hourNineStar(true, branchIndex('辰'), 0)).toBe('四绿');
    expect(hourNineStar(true, branchIndex('寅'), 0)).toBe('七赤');
  });
});

describe('NaYin direction doors (docs/research/nayin-doors.md)', () => {
  // 生门 column of Y-rz127/xianzhi-agent `_DAY_GOD_POS` (after its three documented typo fixes),
  // first ten pillars: 甲子 乙丑 丙寅 丁卯 戊辰 己巳 庚午 辛未 壬申 癸酉.
  const lifeFirstTen = [
    '东北',
    '东北',
    '东北',
    '正西',
    '正西',
    '正西',
    '东南',
    '东南',
    '东南',
    '正南',
  ];

  it('follows the published life-door table and keeps death opposite to life', () => {
    expect(lifeFirstTen.map((_, i) => nayinDoors(i).life)).toEqual(lifeFirstTen);
    expect(nayinDoors(59).life).toBe('正南');
    expect(nayinDoors(0).death).toBe('西南');
  });

  it('takes five ghosts from the day stem pair (董公选要览) and white tiger from the 白虎 hour', () => {
    expect(['甲', '乙', '丙', '丁', '戊'].map((_, i) => nayinDoors(i).fiveGhosts)).toEqual([
      '东南',
      '东北',
      '正北',
      '西北',
      '西南',
    ]);
    expect(nayinDoors(5).fiveGhosts).toBe(nayinDoors(0).fiveGhosts);
    // White tiger = direction of the hour whose belt god is 白虎, on every pillar.
    const directionOfBranch = [
      '正北',
      '东北',
      '东北',
      '正东',
      '东南',
      '东南',
      '正南',
      '西南',
      '西南',
      '正西',
      '西北',
      '西北',
    ];
    for (let i = 0; i < 60; i += 1) {
      const date = addDays({ year: 1949, month: 10, day: 1 }, i);
      const { ts } = almanacDay(date);
      expect(jiaziName(i)).toBe(ts.day_gan + ts.day_zhi);
      const tigerHour = hourSlotsOf(ts).find((slot) => slot.time_tian_shen === '白虎');
      expect(ts.nan_yin_wu_xing_bai_hu).toBe(directionOfBranch[branchIndex(tigerHour?.zhi ?? '')]);
    }
  });
});
