/**
 * Issue 42: `--tz` puts every time on that clock and names it, and a misspelt zone is bad input
 * (exit status 2) with the suggestion the README promises, on every command that takes a zone.
 * Expected instants are read with `Intl`, not with the command's own helpers.
 */
import { onClock } from '@tongshu/engine/testing';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';
import { displayWidth } from '../format/table';

async function run(args: readonly string[], now?: Date) {
  const io = captureIo(now);
  const status = await main(['node', 'tongshu', ...args], io);
  return { status, out: io.out.join('\n'), err: io.err.join('\n') };
}

/** A `YYYY-MM-DD HH:mm:ss` reading on China's clock (UTC+8) as Berlin's clock reads it. */
function onBerlinClock(chinaClock: string): string {
  const [date = '', time = ''] = chinaClock.split(' ');
  return onClock(Date.parse(`${date}T${time}+08:00`), 'Europe/Berlin', true);
}

describe('--tz puts every time on its clock and names it', () => {
  it('day: the solar term instants on Berlin time with the offset, the hours named', async () => {
    const { ts } = JSON.parse((await run(['day', '2026-02-17', '--json'])).out);
    const berlin = await run(['day', '2026-02-17', '--tz', 'Europe/Berlin']);
    const china = await run(['day', '2026-02-17']);
    expect(berlin.status).toBe(0);
    expect(berlin.out).not.toBe(china.out);
    expect(berlin.out).toContain('Times on the clock of Europe/Berlin');
    expect(berlin.out).toContain('Hours on the clock of Europe/Berlin');
    expect(berlin.out).toContain(`since ${onBerlinClock(ts.jie_qi_current_time)} +01:00`);
    expect(berlin.out).toContain(`at ${onBerlinClock(ts.next_jie_qi_time)} +01:00`);
    expect(china.out).toContain(`since ${ts.jie_qi_current_time} +08:00`);
    expect(china.out).toContain('Hours on the clock of Asia/Shanghai');
  });

  it('day: "today" is the date on the --tz clock (20:00 UTC: the 17th in China, the 16th in Berlin)', async () => {
    const now = new Date('2026-02-16T20:00:00Z');
    expect((await run(['day'], now)).out).toMatch(/^Tuesday 2026-02-17/);
    expect((await run(['day', '--tz', 'Europe/Berlin'], now)).out).toMatch(/^Monday 2026-02-16/);
  });

  it('day: a long zone name still fits 80 columns, in both languages', async () => {
    for (const lang of ['en', 'zh']) {
      const args = ['day', '2026-02-17', '--lang', lang, '--tz', 'America/Argentina/Buenos_Aires'];
      const { out } = await run(args);
      expect(out).toContain('Hours on the clock of America/Buenos_Aires');
      expect(Math.max(...out.split('\n').map(displayWidth))).toBeLessThanOrEqual(80);
    }
  });

  it('qimen: the chart names the clock its time is on', async () => {
    const { out } = await run([
      'qimen',
      'hour',
      '2026-02-17',
      '--hour',
      '9',
      '--tz',
      'Europe/Berlin',
    ]);
    expect(out).toMatch(/│ Chart for +│ 2026-02-17 09:00 \(Europe\/Berlin clock\) +│/);
  });

  it('bazi: the solar term the luck counts to is on the birth zone clock, with its offset', async () => {
    const args = ['bazi', '1990-05-15', '14:30', '--gender', 'female', '--tz', 'Europe/Berlin'];
    const chart = JSON.parse((await run([...args, '--json'])).out);
    const { out } = await run(args);
    expect(out.replace(/\n +/g, ' ')).toContain(
      `Start of Summer (立夏) at ${onBerlinClock(chart.luck.term.time)} +02:00`,
    );
    expect(out).toContain('Luck pillars (大运), starting on the clock of Europe/Berlin');
  });
});

describe('a misspelt zone is bad input with a suggestion, on every command', () => {
  it.each([
    [['day', '2026-02-17']],
    [['day', '2026-02-17', '--birth', '1990-05-15 14:30', '--gender', 'male', '--birth-tz']],
    [['qimen', 'hour', '2026-02-17']],
    [['bazi', '1990-05-15', '--gender', 'male']],
    [['3vv', '1990-05-15', '--gender', 'male', '--year', '2026']],
    [['select', 'wedding', '--from', '2026-03-01', '--to', '2026-03-05', '--birth', '1990-05-15']],
    [['ical', 'tongshueng']],
    [['schools', 'bazi', '1990-05-15', '--gender', 'male']],
    [['schools', 'qimen', 'hour', '2026-02-17']],
  ])('%j --tz Europe/Berln', async (args) => {
    const zoneFlag = args.at(-1) === '--birth-tz' ? [] : ['--tz'];
    const extra = args[0] === 'select' ? ['--gender', 'male'] : [];
    const { status, out, err } = await run([...args, ...zoneFlag, 'Europe/Berln', ...extra]);
    expect({ status, out, err }).toEqual({
      status: 2,
      out: '',
      err: 'tongshu: unknown time zone: Europe/Berln\nDid you mean Europe/Berlin?',
    });
  });
});
