import { shenSha } from './shenSha';

const entries = Object.entries(shenSha);

describe('shenSha glossary', () => {
  it('covers the 152 gods and stars of the almanac', () => {
    expect(entries).toHaveLength(152);
  });

  it.each(entries)('%s has a luck value', (_key, term) => {
    expect(['auspicious', 'inauspicious']).toContain(term.luck);
  });

  it('uses the established English names, not pinyin', () => {
    expect(shenSha['天德']?.en).toBe('Heavenly Virtue');
    expect(shenSha['月德']?.en).toBe('Monthly Virtue');
    expect(shenSha['天恩']?.en).toBe('Heavenly Grace');
    expect(shenSha['天赦']?.en).toBe('Heavenly Pardon');
    expect(shenSha['月破']?.en).toBe('Month Breaker');
    expect(shenSha['元武']?.en).toBe('Black Tortoise');
    expect(shenSha['无']?.en).toBe('None');
  });

  it('sorts gods and stars into auspicious and inauspicious', () => {
    for (const key of ['天德', '月德', '天恩', '天赦', '青龙', '玉堂', '天医', '驿马']) {
      expect(shenSha[key]?.luck).toBe('auspicious');
    }
    for (const key of ['月破', '大耗', '白虎', '朱雀', '天狗', '四离', '往亡', '月厌']) {
      expect(shenSha[key]?.luck).toBe('inauspicious');
    }
  });

  it('never falls back to pinyin', () => {
    const pinyin = /^(tian de|yue de|tian en|yue po|tian she|qing long)$/i;
    for (const [, term] of entries) expect(term.en).not.toMatch(pinyin);
  });
});
