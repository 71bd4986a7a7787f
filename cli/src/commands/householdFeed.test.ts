import { formatCivilDate, lunarBirthdays, parseCivilDate } from '@tongshu/engine';
import { icalEvents, type IcalComponent } from '@tongshu/engine/testing';
import { main } from '../index';
import { captureIo } from '../testing/captureIo';

const MUM = 'Mum Wong:1950-03-12 08:00@Asia/Hong_Kong:female';
const CHILD = 'Lin Wong:2020-06-15 09:30@Europe/Berlin:male';

const run = async (args: string[]) => {
  const io = captureIo();
  const code = await main(['node', 'tongshu', 'ical', 'household', ...args], io);
  return { code, out: io.out.join(''), err: io.err.join('\n') };
};

const text = (event: IcalComponent, name: string) => String(event.getFirstPropertyValue(name));

describe('tongshu ical household', () => {
  let ics = '';
  let events: IcalComponent[] = [];
  beforeAll(async () => {
    const result = await run(['--person', MUM, '--person', CHILD, '--tz', 'Europe/Berlin']);
    expect(result).toMatchObject({ code: 0, err: '' });
    ics = result.out;
    // The independent reading: ical.js, the parser of Thunderbird's calendar.
    events = icalEvents(ics);
  });

  it('writes a feed ical.js reads, no line over 75 octets (RFC 5545 3.1)', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(
      75,
    );
    expect(events.length).toBeGreaterThan(0);
  });

  it('holds every kind for both people, festivals and terms', () => {
    const summaries = events.map((e) => text(e, 'summary'));
    for (const name of ['Mum Wong', 'Lin Wong']) {
      expect(summaries.some((s) => s.startsWith(`${name}: lunar birthday`))).toBe(true);
      expect(summaries.some((s) => s.startsWith(`${name}: luck pillar`))).toBe(true);
      expect(summaries.some((s) => s.startsWith(`${name}:`) && s.includes('太岁'))).toBe(true);
    }
    expect(summaries.some((s) => s.includes('中秋'))).toBe(true);
    expect(summaries.some((s) => s.includes('冬至'))).toBe(true);
  });

  it("puts each lunar birthday on lunarBirthdays' date, over 1 Jan last year to 20 years ahead", () => {
    // The captured clock is 2026-02-16 19:00 in Berlin: the window is 2025-01-01 to 2046-12-31.
    for (const [name, birth] of [
      ['Mum Wong', '1950-03-12'],
      ['Lin Wong', '2020-06-15'],
    ] as const) {
      const got = events
        .filter((e) => text(e, 'summary').startsWith(`${name}: lunar birthday`))
        .map((e) => text(e, 'dtstart'));
      const want = lunarBirthdays(parseCivilDate(birth), 2025, 2046).map((b) =>
        formatCivilDate(b.date),
      );
      expect(got).toEqual(want);
      expect(want[0]?.startsWith('2025')).toBe(true);
      expect(want.at(-1)?.startsWith('2046')).toBe(true);
    }
  });

  it('stamps the start of today on the --tz clock, so a day’s runs are equal', async () => {
    // 2026-02-16 00:00 in Berlin (UTC+1) is 2026-02-15 23:00 UTC.
    expect(ics).toContain('DTSTAMP:20260215T230000Z');
    const again = await run(['--person', MUM, '--person', CHILD, '--tz', 'Europe/Berlin']);
    expect(again.out).toBe(ics);
  });

  it('takes a window, a time left out, a zone left out and an unknown hour', async () => {
    const { code, out } = await run([
      '--person',
      'Ah Ma:1950-03-12:female',
      '--person',
      '阿明:1988-11-02 unknown@+08:00:male',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
    ]);
    expect(code).toBe(0);
    const dates = icalEvents(out).map((e) => text(e, 'dtstart').slice(0, 4));
    expect(new Set(dates)).toEqual(new Set(['2026']));
    expect(out).toContain('阿明: lunar birthday');
  });

  it('refuses a bad --person naming the form, and no --person, with exit status 2', async () => {
    const form = '"Name:YYYY-MM-DD[ HH:mm][@Zone]:male|female"';
    for (const [args, message] of [
      [[], `household needs --person ${form}`],
      [['--person', 'Mum Wong 1950-03-12'], `--person must be ${form}: "Mum Wong 1950-03-12"`],
      [
        ['--person', 'Mum:1950-02-30:female'],
        `--person "Mum:1950-02-30:female": no such date: 1950-2-30 (form ${form})`,
      ],
      [['--person', 'Mum:1950-03-12@Mars/Base:female'], `(form ${form})`],
      [['--person', 'Mum:1950-03-12:other'], 'gender must be male or female'],
      [['--person', MUM, '--person', MUM], 'two --person named Mum Wong'],
      [['--person', MUM, '--birth', '1990-05-15'], 'household takes --person'],
    ] as [string[], string][]) {
      const { code, out, err } = await run(args);
      expect({ args, code, out }).toEqual({ args, code: 2, out: '' });
      expect(err).toContain(message);
      expect(err.split('\n').length).toBeLessThanOrEqual(2);
    }
  });
});
