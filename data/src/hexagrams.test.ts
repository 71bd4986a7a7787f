import fs from 'fs';
import path from 'path';
import { hexagrams, jiaziHexagram } from './hexagrams';

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const JIAZI = Array.from({ length: 60 }, (_, i) => `${STEMS[i % 10]}${BRANCHES[i % 12]}`);

/** Trigram lines, bottom line first. */
const TRIGRAM: Readonly<Record<string, string>> = {
  天: '111',
  泽: '110',
  火: '101',
  雷: '100',
  风: '011',
  水: '010',
  山: '001',
  地: '000',
};
const PURE: Readonly<Record<string, string>> = {
  乾: '天',
  兑: '泽',
  离: '火',
  震: '雷',
  巽: '风',
  坎: '水',
  艮: '山',
  坤: '地',
};

function hex(n: number) {
  const h = hexagrams[n];
  if (!h) throw new Error(`no hexagram ${n}`);
  return h;
}

describe('hexagrams', () => {
  it('has all 64 King Wen hexagrams keyed by number', () => {
    for (let n = 1; n <= 64; n++) expect(hex(n).number).toBe(n);
    expect(Object.keys(hexagrams)).toHaveLength(64);
  });

  it('has 64 distinct six-line patterns', () => {
    const all = Object.values(hexagrams).map((h) => h.lines);
    for (const l of all) expect(l).toMatch(/^[01]{6}$/);
    expect(new Set(all).size).toBe(64);
  });

  it('draws known hexagrams correctly (bottom line first, 1 = yang)', () => {
    expect(hex(1).lines).toBe('111111');
    expect(hex(2).lines).toBe('000000');
    expect(hex(11).lines).toBe('111000'); // 泰: heaven below, earth above
    expect(hex(12).lines).toBe('000111'); // 否
    expect(hex(24).lines).toBe('100000'); // 复
    expect(hex(63).lines).toBe('101010'); // 既济
    expect(hex(64).lines).toBe('010101'); // 未济
  });

  it('agrees with its own Chinese name (upper image, lower image, name)', () => {
    for (const h of Object.values(hexagrams)) {
      const [a = '', b = ''] = [...h.zh];
      const [upper, lower] = b === '为' ? [PURE[a], PURE[a]] : [a, b];
      expect(h.lines).toBe(`${TRIGRAM[lower ?? '']}${TRIGRAM[upper ?? '']}`);
    }
  });

  it('gives every hexagram an XKDG element and a period that matches its lines', () => {
    // 卦运 from which lines differ between the trigrams (bottom, middle, top).
    const PERIOD: Readonly<Record<string, number>> = {
      '000': 1,
      '100': 8,
      '010': 7,
      '001': 6,
      '110': 4,
      '101': 3,
      '011': 2,
      '111': 9,
    };
    for (const h of Object.values(hexagrams)) {
      expect(['金', '木', '水', '火']).toContain(h.element);
      const diff = [0, 1, 2].map((i) => (h.lines[i] === h.lines[i + 3] ? '0' : '1')).join('');
      expect(h.period).toBe(PERIOD[diff]);
      expect(h.description.length).toBeGreaterThan(20);
    }
  });

  it('has an SVG image file for every hexagram', () => {
    for (const h of Object.values(hexagrams)) {
      expect(h.image).toBe(`hexagrams/${String(h.number).padStart(2, '0')}.svg`);
      const file = path.join(__dirname, '..', 'assets', h.image);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 60 60"');
      expect(svg).not.toMatch(/href=|url\(/);
    }
  });
});

describe('jiaziHexagram', () => {
  it('has exactly the 60 jiazi pillars as keys', () => {
    expect(Object.keys(jiaziHexagram).sort()).toEqual([...JIAZI].sort());
  });

  it('maps them to 60 distinct hexagrams, none of the pure 乾 坤 坎 离', () => {
    const values = Object.values(jiaziHexagram);
    expect(new Set(values).size).toBe(60);
    for (const n of values) expect(hexagrams[n]).toBeDefined();
    for (const pure of [1, 2, 29, 30]) expect(values).not.toContain(pure);
  });

  it('matches the Wikibooks XKDG table (Feng Shui/Xuan Kong Da Gua/Relationship With Ba Zi And I Ching)', () => {
    // 壬寅 天火同人, 卦气 9 (金), 卦运 7
    expect(jiaziHexagram['壬寅']).toBe(13);
    expect(hex(13)).toMatchObject({ zh: '天火同人', element: '金', period: 7 });
    // 丁未 山风蛊, 卦气 6 (水), 卦运 7
    expect(jiaziHexagram['丁未']).toBe(18);
    expect(hex(18)).toMatchObject({ zh: '山风蛊', element: '水', period: 7 });
    // 甲午 天风姤 (listed together with 乾为天), 卦气 9 (金), 卦运 8
    expect(jiaziHexagram['甲午']).toBe(44);
    expect(hex(44)).toMatchObject({ zh: '天风姤', element: '金', period: 8 });
  });

  it('matches xdhuangsidi/xuankongdatapicker XKDateGanzhiCaluateUtil.m', () => {
    expect(jiaziHexagram['甲子']).toBe(24); // 复/坤 (甲子11/18): the non-pure 复
    expect(jiaziHexagram['庚寅']).toBe(49); // 离/革 (庚寅33/43): the non-pure 革
    expect(jiaziHexagram['癸未']).toBe(47); // 困 (癸未47)
  });
});
