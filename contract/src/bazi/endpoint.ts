/** GET /api/v1/bazi, and the MCP tool `bazi_chart`. */
import { endpoint } from '../shared/endpoint';
import { pillarText } from '../shared/pillar';
import { subjectOf } from '../shared/subject';
import { baziAnswer } from './answer';
import { BaziChartSchema, BaziRequest } from './schema';

export const baziChartEndpoint = endpoint({
  name: 'bazi_chart',
  path: '/bazi',
  pathParams: [],
  tag: 'Bazi',
  summary: 'The Bazi (八字, four pillars) chart of a birth, with its nine luck pillars',
  description:
    'The four pillars of a birth (the hour pillar null when the hour is not known), each stem, ' +
    'branch, hidden stem, ten god and NaYin in Chinese with its English, the day master, the void ' +
    'branches and the nine ten-year luck pillars (大运) with their start. Give the birth in ' +
    '`date`, `time`, `zone` and `gender`, or `person` for one of your people (their school, any ' +
    'option given over it). Year and month pillars follow the absolute instant, the day and hour ' +
    'pillars the birth clock.',
  request: BaziRequest,
  answer: BaziChartSchema,
  example: { date: '1990-05-15', time: '14:30', zone: 'Asia/Shanghai', gender: 'female' },
  async compute(input, scope) {
    return baziAnswer(await subjectOf(input, scope));
  },
  summarize(chart) {
    const { pillars, luck, birth } = chart;
    const four = [pillars.year, pillars.month, pillars.day, pillars.hour]
      .map((pillar) => (pillar ? pillarText(pillar) : '(hour unknown)'))
      .join(' ');
    const first = luck.pillars[0];
    return (
      `Bazi of a ${chart.gender} born ${birth.date} ${birth.time ?? '(hour unknown)'} on ` +
      `${birth.zone}: ${four}; day master ${chart.dayMaster.en} (${chart.dayMaster.zh}). Luck runs ` +
      `${luck.forward ? 'forward (顺)' : 'backward (逆)'} from ${luck.start.slice(0, 10)}` +
      (first
        ? `, first pillar ${pillarText(first.pillar)} at age ${first.age} (虚岁, counted age).`
        : '.')
    );
  },
});
