/**
 * `baziDifferences`: where the schools part on a birth's Bazi chart. The day change moves the day
 * and hour pillars of a birth from 23:00 to 00:59 (and nothing else); the luck-start rule moves
 * when the first luck pillar begins. Each option is varied alone from the subject's school.
 */
import { solarTerms } from '@tongshu/data';
import { baziChart, type BaziChart, type Birth } from '../bazi/baziChart';
import { civilSeconds, parseInstant } from '../bazi/instant';
import { formatCivilDate, pad2 } from '../calendar/civilDate';
import { jiaziIndex, stemIndex, branchIndex } from '../sexagenary/cycle';
import type { ChartOptions } from '../time/birthMoment';
import { optionDifferences, pillarWords, termWords, whySentence, type Reading } from './compare';
import type { SchoolDifferences } from './differenceTypes';
import { schoolOf, type School, type SchoolField } from './school';

const COMPARED: readonly SchoolField[] = ['dayChange', 'luckStart'];
const DAY_FIELDS = ['day pillar', 'hour pillar'];
const LUCK_FIELDS = ['luck start', 'first luck pillar'];

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
 * clock, and its 虚岁 age) under each luck-start rule (`luckStart`). Only fields whose value
 * changes are listed; each value list starts with the school in force.
 * Sources: `SCHOOL_OPTIONS` (lunar-javascript EightChar sect 1 and 2, tyme4ts child-limit
 * providers); docs/engine/schools-differences.md.
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
  return { school, compared: COMPARED, differences: [...dayChange, ...luckStart] };
}
