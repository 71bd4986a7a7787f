/** GET /api/v1/stars/{date}, and the MCP tool `flying_stars`. */
import { endpoint } from '../shared/endpoint';
import { schoolIn } from '../shared/inputs';
import { starsAnswer } from './answer';
import { StarsRequest, StarsSchema, type StarsAnswer } from './schema';

const centre = (grid: StarsAnswer['year']) => `${grid.center.en} (${grid.center.zh})`;

export const flyingStarsEndpoint = endpoint({
  name: 'flying_stars',
  path: '/stars/{date}',
  pathParams: ['date'],
  tag: 'Flying stars',
  summary: 'The flying-star grids (紫白飞星) of the year, month, day and hour',
  description:
    'The nine stars of the year (from 立春), the month (from its 节), the day and the hour, each ' +
    'a grid of the nine palaces flown in the Lo Shu order from its centre star, every star with ' +
    'its English (1 White, Water ... 9 Purple, Fire). The day and hour are read on the clock of ' +
    '`zone`; the school options `dayStarRule`, `starFlight`, `yearStart` and `dayChange` choose ' +
    'between the schools where they differ (GET /api/v1/schools).',
  request: StarsRequest,
  answer: StarsSchema,
  example: { date: '2026-11-28', time: '09:30', zone: 'Europe/Berlin' },
  async compute(input, scope) {
    return starsAnswer(input.date, input.time, input.zone ?? scope.zone, schoolIn(input));
  },
  cacheKey: (input, scope) =>
    [
      input.date,
      input.time ?? '12:00',
      input.zone ?? scope.zone,
      input.dayChange ?? '',
      input.yearStart ?? '',
      input.dayStarRule ?? '',
      input.starFlight ?? '',
    ].join('|'),
  summarize: (stars) =>
    `Flying stars for ${stars.date} ${stars.time} on ${stars.zone}: year ${centre(stars.year)}, ` +
    `month ${centre(stars.month)}, day ${centre(stars.day)}, hour ${centre(stars.hour)} in the ` +
    `centre; the ${stars.year.palaces.find((p) => p.star.number === 5)?.direction.en ?? ''} ` +
    `holds the year's 5 Yellow (五黄).`,
});
