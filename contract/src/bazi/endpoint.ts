/** GET /api/v1/bazi, and the MCP tool `bazi_chart`. */
import { endpoint } from '../shared/endpoint';
import { pillarText } from '../shared/pillar';
import { subjectOf } from '../shared/subject';
import { todayIn } from '../shared/today';
import { baziAnswer } from './answer';
import { readingAnswer, readingSummary } from './readingAnswer';
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
    'pillars the birth clock. `reading` reads the chart on the date `on` (default today on your ' +
    'account’s clock, China’s without an account) at 12:00: the luck pillar, 流年 (year) and 流月 ' +
    '(month) in force with their ten gods; the combinations, clashes, punishments, harms and ' +
    'destructions among the natal pillars and with those now; the symbolic stars (神煞) with the ' +
    'pillar each falls on and its book; the elements and the day master’s strength, each by a ' +
    'named method with its rule (docs/engine/reading.md).',
  request: BaziRequest,
  answer: BaziChartSchema,
  example: { date: '1990-05-15', time: '14:30', zone: 'Asia/Shanghai', gender: 'female' },
  async compute(input, scope) {
    const subject = await subjectOf(input, scope);
    const on = input.on ?? todayIn(scope);
    return { ...baziAnswer(subject), reading: readingAnswer(subject, on, scope.zone) };
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
        : '.') +
      ` ${readingSummary(chart.reading)}`
    );
  },
});
