/** The report's first page: who, the birth, the four pillars with their hidden stems and ten gods, the luck pillars. */
import { slotTerm } from '../bazi';
import type { ReportInput } from './input';
import type { Pages } from './page';
import type { Term } from '../shared/term';
import type { Pillar } from '../shared/pillar';

/** A term as every page writes it: the English, the Chinese beside it. */
export const termText = (term: Term) => `${term.en} (${term.zh})`;

/** A date as a reader writes it, `YYYY-MM-DD` first: `14 March 1988`. */
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A civil date `YYYY-MM-DD` as a reader writes it: `9 May 2027`. */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return DATE.format(Date.UTC(year, month - 1, day));
}

/**
 * An instant the answers give in ISO 8601 on a clock (`1988-03-14T07:45:00+01:00`), as a reader
 * writes it: `14 March 1988, 07:45 (UTC+01:00)`, the clock's own date and time, not converted.
 */
export function instantText(iso: string): string {
  const [, year, month, day, time, offset] =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(iso) ?? [];
  if (!time || !offset) return iso;
  const date = dateText(`${year}-${month}-${day}`);
  return `${date}, ${time} (UTC${offset === 'Z' ? '+00:00' : offset})`;
}

export const pillarName = (pillar: Pillar) =>
  `${pillar.stem.en} ${pillar.branch.en} (${pillar.stem.zh}${pillar.branch.zh})`;

const GENDER: Readonly<Record<'male' | 'female', Term>> = {
  male: { zh: '乾造', en: 'male' },
  female: { zh: '坤造', en: 'female' },
};

/** The natal pillars, named as the reading names them (`Year pillar (年柱)` ...). */
const PILLARS = ['year', 'month', 'day', 'hour'] as const;

export function header(pages: Pages, input: ReportInput): void {
  const { chart } = input;
  const { birth } = chart;
  pages.text('Bazi chart (八字命盘)', { size: 18, bold: true, color: '#8a1c1c' });
  pages.gap(4);
  pages.text(input.name, { size: 14, bold: true });
  pages.gap(4);
  // Without the hour, the chart is read at 12:00 (the instant): said so, not given as the birth.
  const born = birth.time
    ? instantText(birth.instant)
    : `${instantText(birth.instant).split(', ')[0]}, hour unknown (时辰不详), read at 12:00`;
  pages.text(`Born ${born} on the clock of ${birth.zone}, ${termText(GENDER[chart.gender])}.`);
  pages.text(`Read on ${dateText(input.on)}, on the clock of ${input.zone}.`);
  pages.note(`Conventions: ${chart.conventions}.`);
  for (const note of chart.uncertain) pages.note(note);
}

export function natal(pages: Pages, input: ReportInput): void {
  const { chart } = input;
  pages.heading('The four pillars (四柱)');
  pages.text(
    `Day Master (日主): ${termText(chart.dayMaster)}. Void branches (空亡): ` +
      `${chart.void.branches.map(termText).join(', ') || 'none'}.`,
  );
  pages.gap(4);
  const columns = [
    { header: '', share: 0.16 },
    ...PILLARS.map((name) => ({ header: termText(slotTerm(name)), share: 0.21 })),
  ];
  const cell = (read: (pillar: NonNullable<typeof chart.pillars.hour>) => string) =>
    PILLARS.map((name) => {
      const pillar = chart.pillars[name];
      return pillar ? read(pillar) : 'Hour unknown (时辰不详)';
    });
  pages.table(columns, [
    ['Stem (天干)\nTen god (十神)', ...cell((p) => `${termText(p.stem)}\n${termText(p.tenGod)}`)],
    ['Branch (地支)', ...cell((p) => termText(p.branch) + (p.void ? '\nVoid (空亡)' : ''))],
    [
      'Hidden stems (藏干): ten gods',
      ...cell((p) =>
        p.hiddenStems
          .map((hidden) => `${termText(hidden.stem)}: ${termText(hidden.tenGod)}`)
          .join('\n'),
      ),
    ],
    ['NaYin (纳音)', ...cell((p) => termText(p.nayin))],
  ]);
}

export function luck(pages: Pages, input: ReportInput): void {
  const { luck } = input.chart;
  pages.heading('Luck pillars (大运)');
  const inForce = luck.pillars.find((pillar) => pillar.index === input.luckInForce);
  pages.text(
    `Luck runs ${luck.forward ? 'forward (顺)' : 'backward (逆)'}; the first pillar starts ` +
      `${instantText(luck.start)}. ` +
      (inForce
        ? `In force on ${dateText(input.on)}: pillar ${inForce.index}, ${pillarName(inForce.pillar)} (shaded).`
        : `On ${dateText(input.on)} the first luck pillar has not begun.`),
  );
  if (luck.uncertainty) pages.note(luck.uncertainty);
  pages.gap(4);
  pages.table(
    [
      { header: '#', share: 0.05 },
      { header: 'Age (虚岁)', share: 0.1 },
      { header: 'From the year', share: 0.12 },
      { header: 'Pillar (大运)', share: 0.27 },
      { header: 'Ten god (十神)', share: 0.22 },
      { header: 'NaYin (纳音)', share: 0.24 },
    ],
    luck.pillars.map((pillar) => [
      String(pillar.index),
      String(pillar.age),
      String(pillar.year),
      pillarName(pillar.pillar) +
        (pillar.index === input.luckInForce ? '\nIn force (当前大运)' : ''),
      termText(pillar.tenGod),
      termText(pillar.nayin),
    ]),
    (index) => luck.pillars[index]?.index === input.luckInForce,
  );
}
