import { mountains } from './mountains';

describe('the 24 mountains', () => {
  it('runs clockwise from 子 at 0°, named as Wikibooks "24 Mountains" names them', () => {
    expect(mountains).toHaveLength(24);
    expect(mountains.map((m) => m.code).join(' ')).toBe(
      'N2 N3 NE1 NE2 NE3 E1 E2 E3 SE1 SE2 SE3 S1 S2 S3 SW1 SW2 SW3 W1 W2 W3 NW1 NW2 NW3 N1',
    );
    const byZh = Object.fromEntries(mountains.map((m) => [m.zh, m]));
    expect(byZh['壬']).toEqual({ zh: '壬', code: 'N1', degrees: 345, en: 'N1 Ren (Yang Water)' });
    expect(byZh['午']).toEqual({ zh: '午', code: 'S2', degrees: 180, en: 'S2 Wu (Horse)' });
    expect(byZh['坤']?.en).toBe('SW2 Kun (Earth)');
    expect(byZh['艮']?.degrees).toBe(45);
  });
});
