import { main } from '../index';
import { captureIo } from '../testing/captureIo';

describe('tongshu ical', () => {
  it('writes the feed byte for byte, CRLF to the end, with the default window around today (UTC+8)', async () => {
    const io = captureIo();
    expect(await main(['node', 'tongshu', 'ical', 'tongshueng'], io)).toBe(0);
    const text = io.out.join('');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Today is 2026-02-17 in China at the captured clock: 30 days back to 365 ahead.
    expect(text).toContain('UID:tongshueng-20260118@tongshu');
    expect(text).toContain('UID:tongshueng-20270217@tongshu');
    expect(text).not.toContain('UID:tongshueng-20270218@tongshu');
  });

  it('takes a window and a birth for the personal calendars', async () => {
    const io = captureIo();
    const args = ['ical', 'personalpro', '--from', '2026-01-01', '--to', '2026-01-31'];
    expect(
      await main(
        ['node', 'tongshu', ...args, '--birth', '1990-05-15 14:30', '--gender', 'female'],
        io,
      ),
    ).toBe(0);
    expect(io.out.join('')).toContain('SUMMARY:Three Victory Day (3VD): Chief South');
  });

  it('refuses a personal calendar without a birth, an unknown calendar and a bad window', async () => {
    for (const [args, message] of [
      [['ical', 'personalsim'], 'personalsim is personal: give --birth and --gender'],
      [['ical', 'weekly'], 'Allowed choices are'],
      [['ical', 'tongshueng', '--from', '2026-02-30'], 'no such date'],
      [['ical', 'tongshueng', '--from', '2026-03-01', '--to', '2026-02-01'], 'end on or after'],
      [
        ['ical', 'tongshueng', '--person', 'Mum:1950-03-12:female'],
        '--person is for the household',
      ],
    ] as [string[], string][]) {
      const io = captureIo();
      expect(await main(['node', 'tongshu', ...args], io)).not.toBe(0);
      expect(io.err.join('')).toContain(message);
    }
  });
});
