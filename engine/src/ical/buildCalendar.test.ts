/**
 * The seven feeds checked with two independent parsers (ical.js, the library behind Thunderbird's
 * calendar, and node-ical) and a structural lint of RFC 5545 rules the parsers forgive.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import nodeIcal from 'node-ical';
import {
  buildCalendar,
  CALENDARS,
  DEFAULT_WINDOWS,
  defaultWindow,
  type CalendarKind,
} from './buildCalendar';
import { foldLine } from './toIcs';
import { icalCalendar, icalEvents, type IcalComponent, type IcalTime } from '../testing/icalEvents';

function startOf(event: IcalComponent | undefined): IcalTime | undefined {
  return event?.getFirstPropertyValue('dtstart') as IcalTime | undefined;
}

const BIRTH = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

/** RFC 5545 unfolding: a CRLF followed by a space continues the line. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const GENERATED_AT = Date.UTC(2026, 10, 21, 12);
const KINDS = Object.keys(CALENDARS) as CalendarKind[];
const TODAY = { year: 2026, month: 1, day: 20 };
const feeds = new Map(
  KINDS.map((kind) => [
    kind,
    buildCalendar(kind, { ...defaultWindow(TODAY, kind), birth: BIRTH, generatedAt: GENERATED_AT }),
  ]),
);

function feed(kind: CalendarKind): string {
  const text = feeds.get(kind);
  if (text === undefined) throw new Error(`no feed ${kind}`);
  return text;
}

function events(kind: CalendarKind): IcalComponent[] {
  return icalEvents(feed(kind));
}

/** Problems a strict client would have with the text, by RFC 5545 rule. */
function lint(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) problems.push('lines must end in CRLF');
  const physical = text.split('\r\n').slice(0, -1);
  physical.forEach((line, i) => {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${i + 1} longer than 75 octets`);
  });
  const logical = text.replace(/\r\n /g, '').split('\r\n');
  const uids = logical.filter((l) => l.startsWith('UID:'));
  if (new Set(uids).size !== uids.length) problems.push('UIDs repeat');
  const tzids = new Set([...text.matchAll(/TZID=([^:;]+)/g)].map((m) => m[1]));
  for (const tzid of tzids)
    if (!text.includes(`BEGIN:VTIMEZONE\r\nTZID:${tzid}`))
      problems.push(`no VTIMEZONE for ${tzid}`);
  let start = '';
  for (const line of logical) {
    if (line.startsWith('DTSTART')) start = line.split(':')[1] ?? '';
    if (line.startsWith('DTEND') && !((line.split(':')[1] ?? '') > start))
      problems.push(`DTEND not after DTSTART at ${start}`);
    if (line.startsWith('DTSTAMP') && !line.endsWith('Z')) problems.push('DTSTAMP not in UTC');
  }
  for (const required of [
    'X-WR-CALNAME:',
    'REFRESH-INTERVAL;VALUE=DURATION:',
    'X-PUBLISHED-TTL:',
  ]) {
    if (!logical.some((l) => l.startsWith(required))) problems.push(`missing ${required}`);
  }
  return problems;
}

describe.each(KINDS)('%s feed', (kind) => {
  it('parses with ical.js, passes the structural lint and stays under 1 MB for the default window', () => {
    expect(events(kind).length).toBeGreaterThan(0);
    expect(lint(feed(kind))).toEqual([]);
    expect(Buffer.byteLength(feed(kind))).toBeLessThan(1024 * 1024);
  });

  it('has as many events for node-ical as for ical.js', () => {
    const parsed = Object.values(nodeIcal.sync.parseICS(feed(kind))).filter(
      (c) => c.type === 'VEVENT',
    );
    expect(parsed.length).toBe(events(kind).length);
  });

  it('keeps its UIDs when regenerated later', () => {
    const again = buildCalendar(kind, {
      ...defaultWindow(TODAY, kind),
      birth: BIRTH,
      generatedAt: GENERATED_AT + 86400000,
    });
    const uids = (text: string) => text.replace(/\r\n /g, '').match(/^UID:.*$/gm);
    expect(uids(again)).toEqual(uids(feed(kind)));
  });
});

describe('default windows (issue 33)', () => {
  const dates = (kind: CalendarKind) =>
    [...unfold(feed(kind)).matchAll(/^UID:[a-z]+-(\d{8})/gm)].map((match) => match[1]);

  it('covers a week back and 90 days ahead for the hour feed, a month back and a year ahead for the day feeds', () => {
    expect(DEFAULT_WINDOWS.personalprohour).toEqual({ back: 7, ahead: 90 });
    const hours = dates('personalprohour');
    expect([hours[0], hours[hours.length - 1]]).toEqual(['20260113', '20260420']);
    const days = dates('tongshueng');
    expect([days[0], days[days.length - 1]]).toEqual(['20251221', '20270120']);
  });
});

describe('known dates', () => {
  it.each(['tongshuicon', 'tongshueng', 'tongshuchn'] as CalendarKind[])(
    '%s shows lunar new year on 2026-02-17, as an all-day event',
    (kind) => {
      const newYear = events(kind).find((e) => startOf(e)?.toString() === '2026-02-17');
      expect(startOf(newYear)?.isDate).toBe(true);
      expect(String(newYear?.getFirstPropertyValue('summary'))).toMatch(/Lunar New Year|春节/);
    },
  );

  it('puts a 23:00 hour slot on the evening before its date (15:00 UTC)', () => {
    const ics = buildCalendar('personalprohour', {
      from: { year: 2026, month: 1, day: 1 },
      to: { year: 2026, month: 1, day: 31 },
      birth: BIRTH,
      generatedAt: GENERATED_AT,
    });
    const late = icalEvents(ics).filter((e) =>
      String(e.getFirstPropertyValue('uid')).includes('-2300-'),
    );
    expect(late.length).toBeGreaterThan(0);
    for (const event of late) {
      const uidDate = /personalprohour-(\d{4})(\d{2})(\d{2})/.exec(
        String(event.getFirstPropertyValue('uid')),
      );
      const start = startOf(event) as IcalTime;
      const expected = new Date(
        Date.UTC(Number(uidDate?.[1]), Number(uidDate?.[2]) - 1, Number(uidDate?.[3]) - 1, 15),
      );
      expect(start.toJSDate().toISOString()).toBe(expected.toISOString());
    }
  });
});

describe('time zone independence', () => {
  it('writes byte-identical feeds under TZ=UTC, Asia/Shanghai and America/New_York', () => {
    const engine = path.resolve(__dirname, '..', '..', 'dist');
    // Every kind for subscribers in three zones, built in processes on three server zones.
    const zones = ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', '+05:30'];
    const script = `const e=require(${JSON.stringify(engine)});process.stdout.write(${JSON.stringify(zones)}.flatMap(z=>${JSON.stringify(KINDS)}.map(k=>e.buildCalendar(k,{from:{year:2026,month:2,day:10},to:{year:2026,month:3,day:24},birth:${JSON.stringify(BIRTH)},generatedAt:${GENERATED_AT},zone:z}))).join(''))`;
    const outputs = ['UTC', 'Asia/Shanghai', 'America/New_York'].map((tz) =>
      execFileSync(process.execPath, ['-e', script], {
        env: { ...process.env, TZ: tz },
        maxBuffer: 64 * 1024 * 1024,
      }).toString(),
    );
    expect(outputs[0]?.length).toBeGreaterThan(1000);
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
  });
});

describe("the subscriber's own zone (issue 21)", () => {
  const day = { year: 2026, month: 1, day: 15 };
  const hourFeed = (zone?: string, date = day) =>
    buildCalendar('personalprohour', {
      from: date,
      to: date,
      birth: BIRTH,
      generatedAt: GENERATED_AT,
      ...(zone ? { zone } : {}),
    });
  const events = (ics: string) =>
    icalEvents(ics).map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      start: startOf(event)?.toJSDate().toISOString() ?? '',
      end: (event.getFirstPropertyValue('dtend') as IcalTime).toJSDate().toISOString(),
    }));

  it("puts each two-hour slot on the subscriber's clock: the Rat hour at 23:00 in Berlin", () => {
    const china = events(hourFeed());
    const berlin = events(hourFeed('Europe/Berlin'));
    expect(berlin.length).toBeGreaterThan(0);
    expect(berlin.map((e) => e.uid)).toEqual(china.map((e) => e.uid));
    for (const [i, event] of berlin.entries()) {
      // Berlin is UTC+1 in January, China UTC+8: the same slot, seven hours later.
      const seven = Date.parse(china[i]?.start ?? '') + 7 * 3600000;
      expect(event.start).toBe(new Date(seven).toISOString());
    }
    const rat = berlin.find((e) => e.uid.includes('-2300-'));
    expect(rat?.start).toBe('2026-01-14T22:00:00.000Z');
  });

  it('shortens the slot that a daylight-saving change cuts (New York, 2026-03-08)', () => {
    const newYork = events(hourFeed('America/New_York', { year: 2026, month: 3, day: 8 }));
    const early = newYork.find((e) => e.uid.includes('-0100-'));
    // 01:00 EST (06:00 UTC) to 03:00 EDT (07:00 UTC): the clock skipped 02:00-03:00.
    expect([early?.start, early?.end]).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
    for (const event of newYork.filter((e) => e !== early))
      expect(Date.parse(event.end) - Date.parse(event.start)).toBe(2 * 3600000);
  });

  it("names the subscriber's zone in every feed's description", () => {
    expect(unfold(hourFeed('Europe/Berlin'))).toContain(
      '(day change 23:00 · clock time · zone Europe/Berlin · Qi Men 拆补 (split and patch) · rotating plate (转盘))',
    );
    expect(unfold(buildCalendar('tongshueng', { from: day, to: day, generatedAt: 0 }))).toContain(
      'zone Asia/Shanghai',
    );
  });
});

describe('input and folding', () => {
  it('refuses unknown calendars, reversed or huge windows and personal feeds without a birth', () => {
    const day = { year: 2026, month: 1, day: 1 };
    expect(() => buildCalendar('weekly', { from: day, to: day, generatedAt: 0 })).toThrow(
      'no such calendar',
    );
    expect(() =>
      buildCalendar('tongshueng', { from: day, to: { ...day, year: 2025 }, generatedAt: 0 }),
    ).toThrow('end on or after');
    expect(() =>
      buildCalendar('tongshueng', { from: day, to: { ...day, year: 2029 }, generatedAt: 0 }),
    ).toThrow('at most');
    expect(() => buildCalendar('personalpro', { from: day, to: day, generatedAt: 0 })).toThrow(
      'a birth is required',
    );
  });

  it('folds at 75 octets without splitting a Chinese character', () => {
    const folded = foldLine(`SUMMARY:${'宜'.repeat(60)}`);
    expect(
      folded.split('\r\n ').every((part, i) => Buffer.byteLength(part) + (i > 0 ? 1 : 0) <= 75),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'宜'.repeat(60)}`);
  });
});

describe('a feed made for one of the subscriber’s people', () => {
  it('is named for them, read by ical.js, with the same events as the unnamed feed', () => {
    const options = { ...defaultWindow(TODAY, 'personalpro'), birth: BIRTH };
    const named = buildCalendar('personalpro', {
      ...options,
      generatedAt: GENERATED_AT,
      for: 'Li Wei 李伟',
    });
    // ical.js (an independent parser) reads the name back.
    expect(icalCalendar(named).getFirstPropertyValue('x-wr-calname')).toBe(
      'Personal Pro (day) for Li Wei 李伟',
    );
    const unnamed = feed('personalpro');
    const withoutName = (text: string) => unfold(text).replace(/^X-WR-CALNAME:.*\r\n/m, '');
    expect(withoutName(named)).toBe(withoutName(unnamed));
    expect(lint(named)).toEqual([]);
  });
});
