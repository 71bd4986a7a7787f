import { main } from '../index';
import { captureIo } from '../testing/captureIo';

describe('tongshu qimen', () => {
  it('draws the hour chart grid in English with the palaces, stars, doors and formations', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'qimen', 'hour', '2026-11-21', '--hour', '23'], io)).toBe(
      0,
    );
    const text = io.out.join('');
    expect(text).toContain('Yin Dun 9 (Middle Yuan)');
    expect(text).toContain('SW 2 Earth (Earth)');
    expect(text).toContain('Deity: Chief');
    // The grid fits 80 columns: a formation's name may wrap inside its cell.
    expect(text).toContain('Formations: Six');
  });

  it('maps an even hour to the slot before it and prints the JSON the API serves', async () => {
    const io = captureIo();
    await main(['node', 'tongshu', 'qimen', 'hour', '2026-11-21', '--hour', '14', '--json'], io);
    const chart = JSON.parse(io.out.join(''));
    expect(chart.qm_day.date).toBe('2026-11-21 13:00');
    expect(chart.special_formation).toHaveProperty('se');
    // 13:00 is the 未 hour: 亥卯未's horse is 巳, in SE (《三命通会》 论驿马).
    expect([chart.qm_day.horse_star, chart.qm_day.horse_palace]).toEqual(['巳', 'se']);
  });

  it("marks the horse (驿马) in its palace's cell, in English and in Chinese", async () => {
    // 23:00 on 2026-11-21 is the 子 hour of 庚子: 申子辰's horse is 寅 (Tiger), in NE.
    for (const [lang, horse] of [
      ['en', 'Tiger'],
      ['zh', '寅'],
    ] as const) {
      const io = captureIo();
      await main(
        ['node', 'tongshu', 'qimen', 'hour', '2026-11-21', '--hour', '23', '--lang', lang],
        io,
      );
      const text = io.out.join('');
      // Named as the Bazi reading names 驿马 (data's shenSha glossary: Travelling Horse).
      expect(text).not.toMatch(/Horse star/);
      // Once in the summary, once in NE's cell (the grid's first column: its lines joined).
      expect(text.match(/Travelling Horse/g)).toHaveLength(2);
      const firstColumn = text.split('\n').map((line) => line.split('│')[1]?.trim() ?? '');
      expect(firstColumn.join(' ')).toContain(`Travelling Horse (驿马): ${horse}`);
      expect(text).toMatch(new RegExp(`Travelling Horse \\(驿马\\) +│ ${horse} \\(NE\\)`));
    }
  });

  it('accepts a date-time for day charts and a date for month and year charts', async () => {
    for (const args of [
      ['day', '2026-11-21 10:30'],
      ['month', '2026-11-21'],
      ['year', '2026-11-21'],
    ]) {
      const io = captureIo();
      expect(await main(['node', 'tongshu', 'qimen', ...args, '--json'], io)).toBe(0);
    }
  });

  it('refuses a bad kind, date or hour with a message', async () => {
    const kind = captureIo();
    expect(await main(['node', 'tongshu', 'qimen', 'week', '2026-11-21'], kind)).not.toBe(0);
    expect(kind.err.join('')).toContain('Allowed choices are hour, day, month, year');
    const hour = captureIo();
    expect(
      await main(['node', 'tongshu', 'qimen', 'hour', '2026-11-21', '--hour', '25'], hour),
    ).toBe(2);
    expect(hour.err.join('')).toContain('--hour must be an integer 0-23');
    const date = captureIo();
    expect(await main(['node', 'tongshu', 'qimen', 'day', '2026-11-31'], date)).toBe(2);
  });
});
