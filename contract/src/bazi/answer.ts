/**
 * The Bazi chart in v1's shape: the engine's `baziChart` (the chart the pages store) with every
 * stem, branch, ten god and NaYin as a term and every instant ISO 8601 on the birth clock.
 */
import { branches, dayMaster, nayin, stems, tenGods } from '@tongshu/data';
import {
  baziChart,
  DAY_MASTER,
  isoOnClock,
  nayinOf,
  parseZone,
  type BaziChart,
  type BaziInstant,
  type BaziPillar,
  type Zone,
} from '@tongshu/engine';
import { glossaryTerm, pillarOf } from '../shared/pillar';
import type { Subject } from '../shared/subject';
import type { Term } from '../shared/term';
import type { BaziChartAnswer } from './schema';

type PillarAnswer = BaziChartAnswer['pillars']['year'];

const god = (zh: string): Term =>
  zh === DAY_MASTER ? glossaryTerm(dayMaster, zh) : glossaryTerm(tenGods, zh);

/** The NaYin of a pillar with its English: the almanac's own table (`nayinOf`). */
const nayinTerm = (stem: string, branch: string): Term =>
  glossaryTerm(nayin, nayinOf(stem, branch));

function pillarAnswer(pillar: BaziPillar): PillarAnswer {
  return {
    ...pillarOf(pillar.stem, pillar.branch),
    tenGod: god(pillar.tenGod),
    hiddenStems: pillar.hiddenStems.map((hidden) => ({
      stem: glossaryTerm(stems, hidden.stem),
      tenGod: god(hidden.tenGod),
    })),
    nayin: nayinTerm(pillar.stem, pillar.branch),
    void: pillar.void,
  };
}

/** Milliseconds of a clock reading as if it were UTC: `2026-11-27T09:30:00` of ISO text. */
const wallOf = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`);

/**
 * A reading of the birth clock (the engine gives luck starts as clock fields) as ISO 8601 with
 * its offset: the instant found by reading the guess back on the clock until it shows the same
 * time, twice at most as offsets change by a daylight-saving step at most.
 */
function isoOnBirthClock(zone: Zone, at: BaziInstant): string {
  const wall = Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second);
  let utc = wall;
  for (let step = 0; step < 2; step += 1) utc += wall - wallOf(isoOnClock(zone, utc));
  return isoOnClock(zone, utc);
}

const two = (value: number) => String(value).padStart(2, '0');

/** The chart of a subject (a birth and the options it is read in) as v1 answers it. */
export function baziAnswer({ birth, options }: Subject): BaziChartAnswer {
  const chart: BaziChart = baziChart(birth, options);
  const { moment, luck } = chart;
  const zone = parseZone(moment.zone);
  const { date, time } = birth;
  return {
    birth: {
      date: `${date.year}-${two(date.month)}-${two(date.day)}`,
      time: birth.timeUnknown || !time ? null : `${two(time.hour)}:${two(time.minute)}`,
      zone: moment.zone,
      instant: isoOnClock(zone, Date.parse(moment.instant)),
    },
    gender: chart.gender,
    school: { ...moment.school },
    conventions: moment.stamp,
    pillars: {
      year: pillarAnswer(chart.pillars.year),
      month: pillarAnswer(chart.pillars.month),
      day: pillarAnswer(chart.pillars.day),
      hour: chart.pillars.hour ? pillarAnswer(chart.pillars.hour) : null,
    },
    dayMaster: glossaryTerm(stems, chart.dm),
    void: {
      branches: chart.void.branches.map((zh) => glossaryTerm(branches, zh)),
      pillars: [...chart.void.pillars],
    },
    luck: {
      forward: luck.forward,
      rule: luck.rule,
      start: isoOnBirthClock(zone, luck.start),
      uncertainty: luck.uncertainty ?? null,
      pillars: luck.pillars.map((pillar) => ({
        index: pillar.index,
        age: pillar.age,
        year: pillar.year,
        pillar: pillarOf(pillar.stem, pillar.branch),
        tenGod: god(pillar.tenGod),
        nayin: nayinTerm(pillar.stem, pillar.branch),
      })),
    },
    uncertain: chart.uncertain.map((item) => item.note),
  };
}
