/**
 * The Bazi reading's terms: every interaction kind and every symbolic star the engine names has
 * its English, and the stars the almanac's glossaries already name keep the same English there.
 */
import { baziInteractions, baziStars } from './baziReading';
import { hourSpirits } from './hourSpirits';
import { shenSha } from './shenSha';

describe('Bazi reading terms', () => {
  it('names the eleven interaction kinds of issue 45', () => {
    expect(Object.keys(baziInteractions)).toEqual([
      '天干五合',
      '天干冲',
      '六合',
      '三合',
      '半合',
      '三会',
      '六冲',
      '三刑',
      '自刑',
      '六害',
      '六破',
    ]);
  });

  it('names the ten symbolic stars of issue 45', () => {
    expect(Object.keys(baziStars)).toEqual([
      '天乙贵人',
      '文昌',
      '驿马',
      '桃花',
      '华盖',
      '羊刃',
      '禄神',
      '空亡',
      '天德',
      '月德',
    ]);
  });

  it('says a star or relation the almanac also names in the same English', () => {
    for (const key of ['驿马', '天德', '月德']) expect(baziStars[key]?.en).toBe(shenSha[key]?.en);
    expect(baziStars['空亡']?.en).toBe(hourSpirits['旬空']?.en);
    for (const key of ['六合', '三合']) expect(baziInteractions[key]?.en).toBe(shenSha[key]?.en);
  });
});
