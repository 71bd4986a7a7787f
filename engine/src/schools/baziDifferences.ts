/**
 * `baziDifferences`: where the schools part on a birth's Bazi chart. The day change moves the day
 * and hour pillars of a birth from 23:00 to 00:59 (and nothing else); the luck-start rule moves
 * when the first luck pillar begins; the reading's options (issue 45) move the Heavenly Noble
 * (天乙贵人) of a 庚 or 辛 stem, the stem clashes among the natal pillars and a yin day stem's Goat
 * Blade (羊刃). Each option is varied alone from the subject's school.
 */
import { baziPillars, READING_SLOTS, solarTerms, stems } from '@tongshu/data';
import { baziChart, type BaziChart, type Birth } from '../bazi/baziChart';
import { civilSeconds, parseInstant } from '../bazi/instant';
import { formatCivilDate, pad2 } from '../calendar/civilDate';
import { jiaziIndex, stemIndex, branchIndex, STEMS } from '../sexagenary/cycle';
import type { ChartOptions } from '../time/birthMoment';
import { interactionsOf } from '../reading/interactions';
import { NATAL_SLOTS, type SlotPillar } from '../reading/slots';
import { symbolicStarsOf } from '../reading/symbolicStars';
import type { ReadingSlot } from '../reading/types';
import { optionDifferences, pillarWords, termWords, whySentence, type Reading } from './compare';
import type { SchoolDifferences } from './differenceTypes';
import type { ReadingSchoolField } from './readingOptions';
import { schoolOf, type School, type SchoolField } from './school';

const COMPARED: readonly SchoolField[] = [
  'dayChange',
  'luckStart',
  'nobleRhyme',
  'stemClash',
  'yinBlade',
];
const DAY_FIELDS = ['day pillar', 'hour pillar'];
const LUCK_FIELDS = ['luck start', 'first luck pillar'];
const NOBLE_FIELD = 'Heavenly Noble (天乙贵人)';
const CLASH_FIELD = 'stem clash (天干冲)';
const BLADE_FIELD = 'Goat Blade (羊刃)';

function pillarOf(p: { readonly stem: string; readonly branch: string }): string {
  return pillarWords(jiaziIndex(stemIndex(p.stem), branchIndex(p.branch)));
}

function clockTime(at: { readonly hour: number; readonly minute: number }): string {
  return `${pad2(at.hour)}:${pad2(at.minute)}`;
}

function readingOf(chart: BaziChart): Reading {
  const start = chart.luck.start;
  const first = chart.luck.pillars[0];
  // Without the hour the start is read at noon: a range, not a minute (the chart's notes).
  const about = chart.hourKnown ? '' : 'about ';
  return {
    'day pillar': pillarOf(chart.pillars.day),
    // An unknown hour has no hour pillar in any school: nothing to compare.
    'hour pillar': chart.pillars.hour ? pillarOf(chart.pillars.hour) : 'unknown',
    'luck start': `${about}${formatCivilDate(start)} ${clockTime(start)}`,
    'first luck pillar': first ? `${pillarOf(first)} from age ${first.age}` : '',
  };
}

/** "hour pillar (时柱)". */
const slotWords = (slot: ReadingSlot): string => {
  const zh = READING_SLOTS[slot];
  return `${baziPillars[zh]?.en.toLowerCase() ?? slot} (${zh})`;
};

/** The pillars a natal reading relates (the hour when known), by index. */
function natalPillars(chart: BaziChart): SlotPillar[] {
  return NATAL_SLOTS.flatMap((slot) => {
    const pillar = chart.pillars[slot as keyof BaziChart['pillars']];
    return pillar
      ? [{ slot, stem: stemIndex(pillar.stem), branch: branchIndex(pillar.branch) }]
      : [];
  });
}

/**
 * The natal pillars the Heavenly Noble and the Goat Blade fall on, and the natal stem clashes,
 * under `school`: the reading's options change only these among the natal pillars (the pillars now change with the
 * date, not with the school).
 */
function natalReadingOf(chart: BaziChart, school: School): Reading {
  const natal = natalPillars(chart);
  const stars = symbolicStarsOf(natal, school);
  const on = (zh: string) => {
    const slots = stars.filter((star) => star.zh === zh).map((star) => slotWords(star.slot));
    return slots.length > 0 ? `on the ${slots.join(', ')}` : 'on no pillar';
  };
  const clashes = interactionsOf(natal, school.stemClash)
    .filter((interaction) => interaction.kind === 'stemClash')
    .map((interaction) => interaction.members.map(slotWords).join(' and '));
  return {
    [NOBLE_FIELD]: on('天乙贵人'),
    [CLASH_FIELD]: clashes.length > 0 ? clashes.join('; ') : 'none',
    [BLADE_FIELD]: on('羊刃'),
  };
}

/** "year stem 庚 (Yang Metal), day stem 庚 (Yang Metal)": the Heavenly Noble's anchors. */
function nobleStems(chart: BaziChart): string {
  const { year, day } = chart.pillars;
  return `year stem ${termWords(year.stem, stems)}, day stem ${termWords(day.stem, stems)}`;
}

/** "stems 庚 (Yang Metal), 辛 (Yin Metal) …", the natal stems in chart order. */
function natalStems(chart: BaziChart): string {
  const four = natalPillars(chart).map((p) => termWords(STEMS[p.stem] as string, stems));
  return `stems ${four.join(', ')}`;
}

/** "24 days 10 hours before 惊蛰 (Awakening of Insects)": the distance the luck start counts. */
function termDistance(chart: BaziChart): string {
  const seconds = Math.abs(
    civilSeconds(parseInstant(chart.luck.term.time)) - civilSeconds(chart.moment.china),
  );
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const side = chart.luck.forward ? 'before' : 'after';
  return `${days} days ${hours} hours ${side} ${termWords(chart.luck.term.name, solarTerms)}`;
}

/**
 * Where the schools differ on a birth's chart: the day pillar and hour pillar under each day
 * change (`dayChange`), the start of the first luck pillar (date and time on the birth zone's
 * clock, and its 虚岁 age) under each luck-start rule (`luckStart`), the natal pillars the
 * Heavenly Noble falls on under each rhyme (`nobleRhyme`), the natal stem clashes (`stemClash`)
 * and the natal pillars a yin day stem's Goat Blade falls on (`yinBlade`). Only fields whose value changes are listed; each value list starts with the
 * school in force.
 * Sources: `SCHOOL_OPTIONS` (lunar-javascript EightChar sect 1 and 2, tyme4ts child-limit
 * providers, 《三命通会》 and 《渊海子平》's rhymes); docs/engine/schools-differences.md.
 * @param birth as `baziChart` takes it (civil date and time in `options.zone`, gender).
 * @param options the birth's zone and conventions, its school fields the school in force.
 * @throws RangeError as `baziChart` does for a birth that is not valid.
 */
export function baziDifferences(birth: Birth, options: ChartOptions = {}): SchoolDifferences {
  const school = schoolOf(options);
  const charts = new Map<string, BaziChart>();
  // A reading is the pillars and luck start at the birth's time; a ± window adds only the scan of
  // its span, which no reading uses and which cost 170 ms a comparison at 720 minutes (issue 42).
  const atItsTime: Birth = { ...birth, windowMinutes: undefined };
  const chartOf = (variant: School): BaziChart => {
    const key = `${variant.dayChange}|${variant.luckStart}`;
    let chart = charts.get(key);
    if (!chart) {
      chart = baziChart(atItsTime, { ...options, ...variant });
      charts.set(key, chart);
    }
    return chart;
  };
  const own = chartOf(school);
  const born = own.hourKnown
    ? `Born ${clockTime(own.moment.clock)} on ${formatCivilDate(own.moment.clock)}`
    : `Born on ${formatCivilDate(own.moment.clock)} at an unknown hour`;
  const dayChange = optionDifferences(
    school,
    'dayChange',
    DAY_FIELDS,
    (variant) => readingOf(chartOf(variant)),
    (field, values) => whySentence(born, 'dayChange', field, values),
  );
  const luckStart = optionDifferences(
    school,
    'luckStart',
    LUCK_FIELDS,
    (variant) => readingOf(chartOf(variant)),
    (field, values) => whySentence(`${born}, ${termDistance(own)}`, 'luckStart', field, values),
  );
  const reading = (option: ReadingSchoolField, field: string, context: string) =>
    optionDifferences(
      school,
      option,
      [field],
      (variant) => natalReadingOf(own, variant),
      (name, values) => whySentence(`${born}, ${context}`, option, name, values),
    );
  const nobleRhyme = reading('nobleRhyme', NOBLE_FIELD, nobleStems(own));
  const stemClash = reading('stemClash', CLASH_FIELD, natalStems(own));
  const yinBlade = reading('yinBlade', BLADE_FIELD, `day stem ${termWords(own.dm, stems)}`);
  return {
    school,
    compared: COMPARED,
    differences: [...dayChange, ...luckStart, ...nobleRhyme, ...stemClash, ...yinBlade],
  };
}
