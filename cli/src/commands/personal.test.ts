import { main } from '../index';
import { captureIo } from '../testing/captureIo';

describe('tongshu 3vv', () => {
  it("lists the year's three victory days in English", async () => {
    const io = captureIo();
    expect(
      await main(
        ['node', 'tongshu', '3vv', '1990-05-15 14:30', '--gender', 'female', '--year', '2026'],
        io,
      ),
    ).toBe(0);
    expect(io.out.join('')).toContain('│ Chief (值符)       │ 2026-01-01 │ South     │');
  });

  it('prints JSON rows and refuses bad births, years and missing genders', async () => {
    const json = captureIo();
    await main(
      [
        'node',
        'tongshu',
        '3vv',
        '1990-05-15 14:30',
        '--gender',
        'male',
        '--year',
        '2021',
        '--json',
      ],
      json,
    );
    expect(JSON.parse(json.out.join(''))[0]).toHaveProperty('the3vv');
    for (const [args, message] of [
      [['2023-02-30', '--gender', 'male', '--year', '2021'], 'no such date'],
      [['1990-05-15 25:00', '--gender', 'male', '--year', '2021'], 'no such time'],
      [['1800-05-15', '--gender', 'male', '--year', '2021'], 'year must be between 1900 and 2100'],
      [['1990-05-15', '--gender', 'male', '--year', '21'], '--year must be YYYY'],
      [['1990-05-15', '--year', '2021'], "required option '--gender <gender>' not specified"],
    ] as [string[], string][]) {
      const io = captureIo();
      expect(await main(['node', 'tongshu', '3vv', ...args], io)).not.toBe(0);
      expect(io.err.join('')).toContain(message);
    }
  });
});

describe('tongshu day --birth', () => {
  it('adds the personal part: boxes, ten gods and the three calendars', async () => {
    const io = captureIo();
    await main(
      ['node', 'tongshu', 'day', '2026-01-12', '--birth', '1990-05-15 14:30', '--gender', 'female'],
      io,
    );
    const text = io.out.join('');
    // The value column wraps to fit 80 columns: read the cells' words in order.
    const words = text.replace(/[│┌┐└┘├┤┬┴┼─]/g, ' ').replace(/\s+/g, ' ');
    expect(words).toContain('Professional calendar Fan Yin Day, 7 Killing Day, Day clashes your');
    expect(words).toContain('your Dragon day');
    expect(text).toContain('Seven Killings (七杀)');
  });

  it('serves the full JSON and needs a gender with a birth', async () => {
    const io = captureIo();
    await main(
      [
        'node',
        'tongshu',
        'day',
        '2026-01-12',
        '--birth',
        '1990-05-15',
        '--gender',
        'male',
        '--json',
      ],
      io,
    );
    const day = JSON.parse(io.out.join(''));
    expect(Object.keys(day)).toEqual(
      expect.arrayContaining(['ts', 'pro', 'sim', 'prohour', 'current_fan_yin']),
    );
    const missing = captureIo();
    expect(
      await main(['node', 'tongshu', 'day', '2026-01-12', '--birth', '1990-05-15'], missing),
    ).toBe(2);
    expect(missing.err.join('')).toContain('--gender is required with --birth');
  });
});
