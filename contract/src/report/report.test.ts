/**
 * The client report (issue 45): the PDF's text as pdftotext (poppler) reads it, held to
 * lunar-javascript's EightChar for the pillars, with the English and the Chinese of each term.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Solar } from 'lunar-javascript';
import { parseCivilDate, selectDays } from '@tongshu/engine';
import { houseAnswer } from '../stars';
import { readingAnswer } from '../bazi';
import { reportInputOf, reportPdf, REPORT_DAYS, type ReportSource } from '.';

/** The text of a PDF as poppler's pdftotext lays it out (`-layout` off: reading order). */
function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A birth the bazi tests hold to lunar-javascript: 1985-10-23 08:15 in China, male. */
const source: ReportSource = {
  name: 'Li Wei 李伟',
  subject: {
    birth: { date: parseCivilDate('1985-10-23'), time: { hour: 8, minute: 15 }, gender: 'male' },
    options: { zone: 'Asia/Shanghai' },
  },
  on: '2026-11-29',
  zone: 'Europe/Berlin',
};

const eight = () =>
  Solar.fromYmdHms(1985, 10, 23, 8, 15, 0).getLunar().getEightChar() as unknown as Record<
    'getYear' | 'getMonth' | 'getDay' | 'getTime',
    () => string
  >;

describe('the client report', () => {
  it('prints the name, the four pillars lunar-javascript gives, in English and Chinese', async () => {
    const pdf = await reportPdf(reportInputOf(source));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Li Wei 李伟');
    expect(text).toContain('Bazi chart (八字命盘)');
    // Second library: lunar-javascript 1.7.7, Solar.fromYmdHms(1985, 10, 23, 8, 15, 0).
    const lunar = eight();
    const chart = reportInputOf(source).chart;
    for (const [pillar, name] of [
      [chart.pillars.year, lunar.getYear()],
      [chart.pillars.month, lunar.getMonth()],
      [chart.pillars.day, lunar.getDay()],
      [chart.pillars.hour, lunar.getTime()],
    ] as const) {
      expect(`${pillar?.stem.zh}${pillar?.branch.zh}`).toBe(name);
      expect(text).toContain(`${pillar?.stem.en} (${pillar?.stem.zh})`);
      expect(text).toContain(`${pillar?.branch.en} (${pillar?.branch.zh})`);
    }
    expect(text).toContain('Day Master (日主)');
    expect(text).toMatch(/Hidden stems\s+\(藏干\)/);
    expect(text).toContain('Luck pillars (大运)');
  });

  it('marks the luck pillar in force on the date', async () => {
    const input = reportInputOf(source);
    // lunar-javascript's 起运 for this birth: the first pillar in 1990 (bazi.test.ts), so ten
    // years a pillar put 2026 in the fourth, which began in 2020.
    expect(input.luckInForce).toBe(4);
    const fourth = input.chart.luck.pillars[3];
    expect(fourth?.year).toBe(2020);
    const text = textOf(await reportPdf(input));
    expect(text).toContain('In force (当前大运)');
    expect(text).toMatch(/In force on 29\s+November\s+2026:\s+pillar\s+4/);
    expect(reportInputOf({ ...source, on: '1986-01-01' }).luckInForce).toBeNull();
  });

  it('sets the year and month now (流年, 流月) lunar-javascript gives beside their interactions and stars', async () => {
    const input = reportInputOf(source);
    // Second library: lunar-javascript's year by 立春 and month by 节 for noon of 2026-11-29.
    const lunar = Solar.fromYmdHms(2026, 11, 29, 12, 0, 0).getLunar() as unknown as Record<
      'getYearInGanZhiByLiChun' | 'getMonthInGanZhiExact',
      () => string
    >;
    const { year, month } = input.reading.now;
    expect(`${year?.pillar.stem.zh}${year?.pillar.branch.zh}`).toBe(
      lunar.getYearInGanZhiByLiChun(),
    );
    expect(`${month?.pillar.stem.zh}${month?.pillar.branch.zh}`).toBe(
      lunar.getMonthInGanZhiExact(),
    );
    const text = textOf(await reportPdf(input));
    expect(text).toContain(`${year.name.en} (流年)`);
    expect(text).toContain(
      `${year?.pillar.stem.en} ${year?.pillar.branch.en} (${year?.pillar.stem.zh}${year?.pillar.branch.zh})`,
    );
    // The page's words (web-app's reading cards: "Interactions (刑冲合会)").
    expect(text).toContain('Interactions (刑冲合会)');
    expect(text).not.toContain('合冲刑害破');
    const [interaction] = input.reading.interactions;
    expect(text).toContain(`${interaction?.name.en} (${interaction?.name.zh})`);
    expect(text).toContain('Symbolic stars (神煞)');
    const [star] = input.reading.stars;
    expect(text).toContain(`${star?.name.en} (${star?.name.zh})`);
    expect(text).toContain(`${input.reading.strength.name.en} (${input.reading.strength.name.zh})`);
  });

  it('says the words of the reading the pages and the CLI show (readingAnswer, baziPillars)', async () => {
    const input = reportInputOf(source);
    expect(input.reading).toEqual(readingAnswer(source.subject, source.on, source.zone));
    // One space for each line break: a table cell wraps where it must.
    const text = textOf(await reportPdf(input)).replace(/\s+/g, ' ');
    for (const name of ['Year pillar (年柱)', 'Hour pillar (时柱)', 'Annual pillar (流年)'])
      expect(text).toContain(name);
    expect(text).toContain('Monthly pillar (流月)');
    expect(text).toContain('Looked up from');
    // Each method's source on a line of its own, labelled, a sentence.
    expect(text).toContain('Source: Hidden stems as the Deep Sea of Zi Ping rhymes them');
    expect(text).toContain('Source: The three gains');
    // The three gains (三得) the strength is read by, each held or not.
    expect(text).toMatch(
      /In season \(得令\) (yes|no), Rooted \(得地\) (yes|no), Supported \(得势\) (yes|no)/,
    );
  });

  it('reads the stars in the subject’s school: a yin Goat Blade one past its 禄 under after-lu', async () => {
    // 《三命通会》 (Compendium of the Three Lives) 卷三 论羊刃: every stem's blade one past its 禄,
    // so 乙 (禄 at 卯) at 辰; the day master here is 乙 and the hour pillar 庚辰 (lunar-javascript).
    expect(eight().getTime()).toBe('庚辰');
    const inSchool = (yinBlade?: 'after-lu') =>
      reportInputOf({
        ...source,
        subject: {
          ...source.subject,
          options: { zone: 'Asia/Shanghai', ...(yinBlade && { yinBlade }) },
        },
      });
    const bladeSlots = (input: ReturnType<typeof reportInputOf>) =>
      input.reading.stars.filter((star) => star.name.zh === '羊刃').map((star) => star.slot);
    expect(bladeSlots(inSchool())).not.toContain('hour');
    const after = inSchool('after-lu');
    expect(bladeSlots(after)).toContain('hour');
    const text = textOf(await reportPdf(after)).replace(/\s+/g, ' ');
    expect(text).toContain('Goat Blade (羊刃)');
    expect(text).toContain('On the Goat Blade');
  });

  it('lists the kept days with their best hours and draws the home', async () => {
    const selection = selectDays({
      activity: '嫁娶',
      from: '2027-01-01',
      to: '2027-12-31',
      zone: 'Europe/Berlin',
    });
    const described = 'for Li Wei, on Saturdays and Sundays';
    const kept = { activity: '嫁娶', from: '2027-01-01', to: '2027-12-31', people: '', selection };
    const house = houseAnswer({
      period: 9,
      facing: '180',
      date: '2026-11-29',
      zone: 'Europe/Berlin',
    });
    const input = reportInputOf({ ...source, kept: { ...kept, described }, house });
    expect(input.selections[0]?.days).toHaveLength(Math.min(REPORT_DAYS, selection.days.length));
    const pdf = await reportPdf(input);
    const text = textOf(pdf);
    // Whom the days were kept for and how they were filtered, as the dashboard's line says.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Marriage (嫁娶), 1 January 2027 to 31 December 2027 for Li Wei, on Saturdays and Sundays:',
    );
    const first = input.selections[0]?.days[0];
    expect(text).toContain(first?.date);
    expect(text).toContain(`${first?.hours[0]?.start} to`);
    expect(text).toContain('flying-star chart (玄空飞星 宅命盘)');
    expect(text).toContain(
      `Period 9 (9运), facing ${house.facing.mountain.en} (${house.facing.mountain.zh})`,
    );
    // The budget of issue 45: under 1 MB.
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('writes the birth and the start of luck as a reader does, on their clock, not in ISO', async () => {
    const input = reportInputOf(source);
    const text = textOf(await reportPdf(input)).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    // China kept no summer time in 1985 (UTC+08:00 all year: tz database, Asia/Shanghai).
    expect(text).toContain('Born 23 October 1985, 08:15 (UTC+08:00) on the clock of Asia/Shanghai');
    // The luck's start, read on Intl's own clock of the birth zone (an independent reading):
    // China kept summer time in 1990, so its offset is Intl's too, not the birth's.
    const parts = new Intl.DateTimeFormat('en-GB', {
      ...{ timeZone: 'Asia/Shanghai', day: 'numeric', month: 'long', year: 'numeric' },
      ...{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' },
    }).formatToParts(new Date(input.chart.luck.start));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((one) => one.type === type)?.value;
    const offset = part('timeZoneName')?.replace('GMT', 'UTC');
    expect(text).toContain(
      `the first pillar starts ${part('day')} ${part('month')} ${part('year')}, ` +
        `${part('hour')}:${part('minute')} (${offset}).`,
    );
    const unknown = reportInputOf({
      ...source,
      subject: {
        ...source.subject,
        birth: { date: parseCivilDate('1985-10-23'), timeUnknown: true, gender: 'male' },
      },
    });
    expect(textOf(await reportPdf(unknown)).replace(/\s+/g, ' ')).toContain(
      'Born 23 October 1985, hour unknown (时辰不详), read at 12:00 on the clock of Asia/Shanghai',
    );
  });

  it('repeats a table’s header row on each page it runs onto', async () => {
    const selection = selectDays({ activity: '嫁娶', from: '2027-01-01', to: '2027-12-31' });
    const kept = { activity: '嫁娶', from: '2027-01-01', to: '2027-12-31', people: '' };
    const input = reportInputOf({ ...source, kept: { ...kept, described: '', selection } });
    // pdftotext ends each page with a form feed.
    const pages = textOf(await reportPdf(input)).split('\f');
    const starSource = input.reading.stars.map((star) => star.source.slice(0, 8));
    const dates = input.selections[0]?.days.map((day) => day.date) ?? [];
    const spans = (holds: (page: string) => boolean, header: string) => {
      const holding = pages.filter(holds);
      for (const page of holding) expect(page).toContain(header);
      return holding.length;
    };
    const starPages = spans(
      (page) => starSource.some((text) => page.includes(text)),
      'Looked up from',
    );
    const dayPages = spans(
      (page) => dates.some((date) => page.includes(date)),
      'Best hours (吉时)',
    );
    // This report's stars and its kept days each run over a page's foot (drawn, looked at).
    expect([starPages, dayPages]).toEqual([2, 2]);
  });

  it('gives the same bytes for the same input (no clock in the file)', async () => {
    const input = reportInputOf(source);
    expect((await reportPdf(input)).equals(await reportPdf(input))).toBe(true);
  });
});
