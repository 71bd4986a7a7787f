/** GET /api/v1/house, and the MCP tool `house_chart`. */
import { endpoint } from '../shared/endpoint';
import { houseAnswer } from './houseAnswer';
import { HouseRequest, HouseSchema } from './houseSchema';

export const houseChartEndpoint = endpoint({
  name: 'house_chart',
  path: '/house',
  pathParams: [],
  tag: 'Flying stars',
  summary: 'A house’s natal flying-star chart (玄空飞星), with the year’s and month’s stars',
  description:
    'The period, mountain (山星) and water (向星) stars of the nine palaces of a house built in ' +
    '`period` and facing `facing`, by 下卦, or by 替卦 (replacement stars) within ' +
    '`replacementDegrees` of a mountain’s edge (a 5 reaching the centre kept or replaced as ' +
    '`replacementFive` says), with the named formations (旺山旺向, 上山下水, ' +
    '双星会向 ...). Give `date` to lay that date’s year and month stars over the palaces. Sources: ' +
    '《沈氏玄空学》; checked against published charts (docs/engine/stars.md).',
  request: HouseRequest,
  answer: HouseSchema,
  example: { period: '9', facing: '180', date: '2026-11-28' },
  async compute(input, scope) {
    return houseAnswer({
      ...input,
      period: Number(input.period),
      facing: String(input.facing),
      zone: input.zone ?? scope.zone,
    });
  },
  cacheKey: (input, scope) =>
    [
      input.period,
      input.facing,
      input.replacementDegrees ?? '',
      input.replacementFive ?? '',
      input.yearStart ?? '',
      input.date ?? '',
      input.zone ?? scope.zone,
    ].join('|'),
  summarize: (house) => {
    const named = house.formations.map((f) => `${f.en} (${f.zh})`).join(', ');
    return (
      `Period ${house.period} house facing ${house.facing.mountain.en} (${house.facing.mountain.zh}), ` +
      `sitting ${house.sitting.mountain.en} (${house.sitting.mountain.zh}): ${house.method.en} (${house.method.zh})` +
      (named ? `; ${named}.` : '; no named formation.')
    );
  },
});
