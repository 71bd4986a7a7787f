/** GET /api/v1/qimen/{hour|day|month|year}, and the MCP tools `qimen_hour` ... `qimen_year`. */
import { shenSha } from '@tongshu/data';
import { endpoint } from '../shared/endpoint';
import { glossaryTerm, pillarText } from '../shared/pillar';
import { qimenAnswer } from './answer';
import {
  QimenChartSchema,
  QimenDateRequest,
  QimenDayRequest,
  QimenHourRequest,
  type QimenChartAnswer,
} from './schema';

const name = (term: { zh: string; en: string }) => `${term.en} (${term.zh})`;

/** 驿马 as the Bazi reading names it (the data's glossary): Travelling Horse. */
const HORSE = glossaryTerm(shenSha, '驿马');

/** Where a term sits: the direction of the palace holding it, found by `pick`. */
function palaceWith(
  chart: QimenChartAnswer,
  pick: (palace: QimenChartAnswer['palaces'][number]) => boolean,
): string {
  const palace = chart.palaces.find(pick);
  return palace ? name(palace.direction) : 'no palace';
}

function summarize(chart: QimenChartAnswer): string {
  const pillars = [chart.pillars.year, chart.pillars.month, chart.pillars.day, chart.pillars.hour]
    .filter((pillar) => pillar !== null)
    .map(pillarText)
    .join(', ');
  return (
    `Qi Men ${chart.kind} chart for ${chart.date} ${chart.time} on ${chart.zone} (${pillars}): ` +
    `${chart.dun.en} ${chart.ju} (${chart.dun.zh}${chart.ju}局), ${chart.yuan.en}. Duty star ` +
    `${name(chart.dutyStar)} with the Chief in ${palaceWith(chart, (p) => p.deity.zh === '值符')}; ` +
    `duty door ${name(chart.dutyDoor)} in ${palaceWith(chart, (p) => p.door.zh === chart.dutyDoor.zh)}; ` +
    `${name(HORSE)} ${name(chart.horse.branch)} in ${name(chart.horse.direction)}.`
  );
}

const DESCRIPTION_END =
  ' Every star, door, deity, stem and formation is in Chinese with its English; the palaces run ' +
  'clockwise from north. The ju follows the solar term in force at the instant on `zone`’s clock, ' +
  'the pillars that clock. Qi Men charts are open to ' +
  'accounts whose members may read them (403 otherwise).';

export const qimenHourEndpoint = endpoint({
  name: 'qimen_hour',
  path: '/qimen/hour',
  pathParams: [],
  tag: 'Qi Men',
  summary: 'The Qi Men Dun Jia hour chart (时家奇门) for the two-hour slot holding a time',
  description:
    'The hour chart of the two-hour slot that holds `time` on `date`, drawn by the 拆补 (chaibu, ' +
    'default) or 置闰 (zhirun) method, on the rotating (转盘, default) or flying (飞盘) plate, ' +
    'whose stars fly forward in both duns (flying) or backward in yin dun (flying-yin-reverse, ' +
    '阳顺阴逆); a flying plate adds the centre palace.' +
    DESCRIPTION_END,
  request: QimenHourRequest,
  answer: QimenChartSchema,
  example: { date: '2026-11-27', time: '09:30', zone: 'Europe/Berlin' },
  async compute(input, scope) {
    scope.requireCharts();
    const { dayChange, qimenMethod, qimenPlate } = input;
    const switches = { dayChange, qimenMethod, qimenPlate };
    return qimenAnswer('hour', input.date, input.time, input.zone ?? scope.zone, switches);
  },
  summarize,
});

export const qimenDayEndpoint = endpoint({
  name: 'qimen_day',
  path: '/qimen/day',
  pathParams: [],
  tag: 'Qi Men',
  summary: 'The Qi Men Dun Jia day chart (日家奇门) for a date',
  description:
    'The day chart of `date` (the day pillar in force at `time`, noon by default), drawn on the ' +
    'rotating plate with its own ju (the same by either method).' +
    DESCRIPTION_END,
  request: QimenDayRequest,
  answer: QimenChartSchema,
  example: { date: '2026-11-27', zone: 'Europe/Berlin' },
  async compute(input, scope) {
    scope.requireCharts();
    const switches = { dayChange: input.dayChange };
    return qimenAnswer('day', input.date, input.time, input.zone ?? scope.zone, switches);
  },
  summarize,
});

function dateChart(kind: 'month' | 'year', zh: string) {
  return endpoint({
    name: `qimen_${kind}`,
    path: `/qimen/${kind}`,
    pathParams: [],
    tag: 'Qi Men',
    summary: `The Qi Men Dun Jia ${kind} chart (${zh}) in force on a date`,
    description:
      `The ${kind} chart in force at noon of \`date\`, on the rotating plate with the ${kind} ` +
      `pillar’s own ju (the ${kind === 'month' ? 'month begins at its 节' : 'year begins at 立春'}).` +
      DESCRIPTION_END,
    request: QimenDateRequest,
    answer: QimenChartSchema,
    example: { date: '2026-11-27' },
    async compute(input, scope) {
      scope.requireCharts();
      const switches = { dayChange: input.dayChange };
      return qimenAnswer(kind, input.date, undefined, input.zone ?? scope.zone, switches);
    },
    summarize,
  });
}

export const qimenMonthEndpoint = dateChart('month', '月家奇门');
export const qimenYearEndpoint = dateChart('year', '年家奇门');
