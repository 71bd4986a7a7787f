/** GET /api/v1/3vv, and the MCP tool `three_victory_days`. */
import { endpoint } from '../shared/endpoint';
import { subjectOf } from '../shared/subject';
import { victoryAnswer } from './answer';
import { ThreeVictoryDaysSchema, VictoryRequest } from './schema';

export const threeVictoryDaysEndpoint = endpoint({
  name: 'three_victory_days',
  path: '/3vv',
  pathParams: [],
  tag: 'Three victory days',
  summary: 'The three victory days (三胜宫) of a year for a birth',
  description:
    'The days of `year` when the Chief (值符), Nine Heaven (九天) or the Life door (生门) of the ' +
    'day’s Qi Men chart stands in the palace it held in the birth’s hour chart, with the ' +
    'direction of that palace (《奇门遁甲全书》·三胜宫). The birth hour is needed (400 naming ' +
    '`time` without it). Give the birth in `date`, `time`, `zone` and `gender`, or `person` for ' +
    'one of your people. Open to accounts whose members may read Qi Men charts (403 otherwise).',
  request: VictoryRequest,
  answer: ThreeVictoryDaysSchema,
  example: {
    date: '1990-05-15',
    time: '14:30',
    zone: 'Asia/Shanghai',
    gender: 'female',
    year: '2026',
  },
  async compute(input, scope) {
    scope.requireCharts();
    return victoryAnswer(await subjectOf(input, scope), Number(input.year), scope);
  },
  summarize({ year, days }) {
    const count = (zh: string) => days.filter((day) => day.symbol.zh === zh).length;
    const first = days[0];
    return (
      `${days.length} victory days in ${year}: ${count('值符')} of the Chief (值符), ` +
      `${count('九天')} of Nine Heaven (九天), ${count('生门')} of the Life door (生门).` +
      (first
        ? ` The first is ${first.date}: ${first.symbol.en} (${first.symbol.zh}) to the ` +
          `${first.direction.en} (${first.direction.zh}).`
        : '')
    );
  },
});
