/**
 * `tongshu bazi <birth date> [time] --gender male|female [--on YYYY-MM-DD]`: the four pillars with
 * hidden stems, ten gods and void markers, and the nine luck pillars with their start ages and
 * instants, every time on the clock of the birth zone (`--tz`); then the reading on `--on` (issue
 * 45, default today on the `--tz` clock): the pillars now, interactions, symbolic stars, elements
 * and strength (baziReadingText.ts). The text fits an 80-column terminal.
 */
import { withExamples } from './examples';
import { Command, Option } from 'commander';
import { formatReading } from './baziReadingText';
import { baziInputOf, readingDate, withBaziInputs, type BaziInputOptions } from './baziInputs';
import { branches, solarTerms, stems, weekdays } from '@tongshu/data';
import { godGlossary, hiddenText, pillarText, term } from './baziTerms';
import {
  baziChart,
  baziReading,
  parseZone,
  schoolOf,
  type BaziReading,
  type BaziChart,
  type BaziInstant,
  type BaziPillar,
  type LuckPillar,
} from '@tongshu/engine';
import { renderTable } from '../format/table';
import { chinaTimeOn } from '../format/clock';
import { fitLines, TERMINAL } from '../format/lines';
import type { Language } from './day';

const PILLAR_ZH = { year: '年柱', month: '月柱', day: '日柱', hour: '时柱' } as const;

/** `1 month`, `3 months`. */
function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function weekdayName(weekday: number, language: Language): string {
  const entry = Object.entries(weekdays).find(([, w]) => w.day === weekday);
  if (!entry) return String(weekday);
  return language === 'en' ? entry[1].en : `星期${entry[0]}`;
}

function instantText(at: BaziInstant, language: Language, seconds = true): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const clock = `${p(at.hour)}:${p(at.minute)}${seconds ? `:${p(at.second)}` : ''}`;
  return `${at.year}-${p(at.month)}-${p(at.day)} ${clock} ${weekdayName(at.weekday, language)}`;
}

function pillarsTable(chart: BaziChart, language: Language): string {
  const en = language === 'en';
  // A birth of unknown time has no hour pillar (null): its row says so instead of guessing.
  const rows = (['year', 'month', 'day', 'hour'] as const).flatMap((name) => {
    const p: BaziPillar | null = chart.pillars[name];
    const label = en ? name[0]?.toUpperCase() + name.slice(1) : PILLAR_ZH[name];
    if (p === null) return [[label, en ? 'unknown (时柱不详)' : '不详', '-', '-']];
    // The stem over its ten god, the branch over its void mark: four columns fit 80.
    return [
      [
        label,
        `${term(stems, p.stem, language)}\n${term(godGlossary, p.tenGod, language)}`,
        term(branches, p.branch, language) + (p.void ? (en ? '\nvoid (空亡)' : '\n空亡') : ''),
        hiddenText(p.hiddenStems, language),
      ],
    ];
  });
  return renderTable(
    [
      en
        ? ['Pillar', 'Stem: ten god', 'Branch', 'Hidden stems: ten gods']
        : ['四柱', '天干 十神', '地支', '藏干'],
      ...rows,
    ],
    { maxColumnWidth: 42, width: TERMINAL },
  );
}

/** The luck pillars: the start's date, time and weekday a line each, the pillar over its ten god. */
function luckTable(pillars: readonly LuckPillar[], language: Language): string {
  const en = language === 'en';
  return renderTable(
    [
      en
        ? ['#', 'Age', 'Starts', 'Pillar: stem ten god', 'Hidden stems']
        : ['#', '虚岁', '交运时间', '大运 十神', '藏干'],
      ...pillars.map((p) => [
        String(p.index),
        String(p.age),
        instantText(p.start, language, false).replaceAll(' ', '\n'),
        `${pillarText(p, language)}\n${term(godGlossary, p.tenGod, language)}`,
        hiddenText(p.hiddenStems, language),
      ]),
    ],
    { maxColumnWidth: 42, width: TERMINAL },
  );
}

function spanText(chart: BaziChart, language: Language): string {
  const { years, months, days, hours, minutes } = chart.luck.span;
  if (language === 'zh') return `${years}年${months}个月${days}天${hours}小时${minutes}分钟`;
  return [
    count(years, 'year'),
    count(months, 'month'),
    count(days, 'day'),
    count(hours, 'hour'),
    count(minutes, 'minute'),
  ].join(' ');
}

function summary(chart: BaziChart, language: Language): string {
  const { luck } = chart;
  const first = luck.pillars[0];
  const voidList = chart.void.branches.map((b) => term(branches, b, language)).join(', ');
  const voidIn = chart.void.pillars.length > 0 ? chart.void.pillars.join(', ') : 'none';
  const born = chart.hourKnown
    ? instantText(chart.birth, language, false)
    : instantText(chart.birth, language, false).replace(/ \d\d:\d\d/, '');
  if (language === 'zh') {
    return [
      `${chart.gender === 'male' ? '乾造' : '坤造'} ${born}${chart.hourKnown ? '' : ' 时辰不详'}（${chart.moment.zone}）`,
      chart.hourKnown
        ? `排盘时间 ${clockText(chart)}（${chart.moment.stamp}）`
        : `时辰不详，按正午 12:00 排年月日三柱（${chart.moment.stamp}）`,
      `日主 ${chart.dm}，空亡 ${chart.void.branches.join('')}`,
      `大运${luck.forward ? '顺' : '逆'}排，${luck.term.name}（${termTime(chart)}）起算，出生后${spanText(chart, language)}起运，` +
        `交运 ${instantText(luck.start, language)}，虚岁 ${first?.age ?? ''}`,
    ].join('\n');
  }
  return [
    `Born ${born}${chart.hourKnown ? '' : ', hour unknown'} (${chart.moment.zone}), ${chart.gender}`,
    chart.hourKnown
      ? `Charted at ${clockText(chart)} ${chart.moment.clockKind}; ${chart.moment.stamp}`
      : `Charted without the hour: three pillars, read at 12:00, the middle of the day; ${chart.moment.stamp}`,
    `Day Master: ${term(stems, chart.dm, language)}`,
    `Void branches of the day pillar: ${voidList}; void in: ${voidIn}`,
    `Luck runs ${luck.forward ? 'forward (顺)' : 'backward (逆)'} from the month pillar, counted to ` +
      `${term(solarTerms, luck.term.name, language)} at ${termTime(chart)}`,
    `First luck pillar starts ${chart.hourKnown ? '' : 'about '}${spanText(chart, language)} after birth: ` +
      `${instantText(luck.start, language)}, age ${first?.age ?? ''} (Chinese reckoning, 虚岁)` +
      (chart.hourKnown ? '' : ', read at noon (see the uncertain luck start)'),
  ].join('\n');
}

/** The 节 the luck is counted to, on the birth zone's clock with its offset (the engine's is UTC+8). */
function termTime(chart: BaziChart): string {
  return chinaTimeOn(parseZone(chart.moment.zone), chart.luck.term.time);
}

/** The clock the day and hour pillars were read from, to the second. */
function clockText(chart: BaziChart): string {
  const { year, month, day, hour, minute, second } = chart.moment.clock;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
}

/** The birth-time sensitivity warnings, one line each ("Warning: ..."). */
export function sensitivityText(chart: BaziChart): string[] {
  return chart.sensitivity.map((warning) => `Warning: ${warning.message}`);
}

/**
 * The chart as text: a summary, the four pillars and the luck pillars, then the reading on a date
 * when given, in 80 columns.
 */
export function formatBazi(chart: BaziChart, language: Language, reading?: BaziReading): string {
  const text = [
    summary(chart, language),
    ...(chart.sensitivity.length > 0 ? [sensitivityText(chart).join('\n')] : []),
    ...(chart.uncertain.length > 0
      ? [chart.uncertain.map((u) => `Uncertain ${u.field}: ${u.note}`).join('\n')]
      : []),
    pillarsTable(chart, language),
    language === 'en'
      ? `Luck pillars (大运), starting on the clock of ${chart.moment.zone}`
      : `大运（${chart.moment.zone} 时间）`,
    luckTable(chart.luck.pillars, language),
    ...(reading ? [formatReading(reading, chart.moment.zone, language)] : []),
  ].join('\n\n');
  return fitLines(text);
}

interface BaziOptions extends BaziInputOptions {
  readonly json?: boolean;
  readonly lang: Language;
  readonly on?: string;
}

/**
 * The `bazi` subcommand. Bad dates, times or genders (and a missing `--gender`) throw RangeError,
 * which the CLI's `main` turns into exit code 2.
 * @param write receives the whole output as one string.
 */
export function baziCommand(write: (text: string) => void, now: () => Date): Command {
  return withExamples(withBaziInputs(new Command('bazi')), [
    'tongshu bazi 1990-05-15 14:30 --gender female',
    'tongshu bazi 1985-11-02 07:45 --gender male --tz Europe/London --lang zh',
    'tongshu bazi 1990-05-15 14:30 --gender female --tz America/New_York --longitude -74.0 --json',
    'tongshu bazi 1990-05-15 23:30 --gender male --day-change 00:00 --luck-start sect2',
    'tongshu bazi 1990-05-15 14:30 --gender male --on 2026-11-29 --json',
  ])
    .description('the Bazi (four pillars) chart and nine luck pillars of a birth')
    .option('--json', 'print the chart and its reading as JSON (Chinese values)')
    .option(
      '--on <date>',
      'read the chart on this date, YYYY-MM-DD, at 12:00 on the --tz clock (default today there)',
    )
    .addOption(
      new Option('--lang <language>', 'language of the tables').choices(['en', 'zh']).default('en'),
    )
    .action((dateText: string, timeText: string | undefined, options: BaziOptions) => {
      const input = baziInputOf(dateText, timeText, options);
      const chart = baziChart(input.birth, input.options);
      const on = { date: readingDate(options.on, options.tz, now), zone: chart.moment.zone };
      const reading = baziReading(chart, on, schoolOf(input.options));
      write(
        options.json
          ? JSON.stringify({ ...chart, ...reading }, null, 2)
          : formatBazi(chart, options.lang, reading),
      );
    });
}
