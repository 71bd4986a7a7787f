import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContractError, forbidden } from '../shared/errors';
import { parseInput } from '../shared/parse';
import type { Scope } from '../shared/endpoint';
import { noAccountScope } from '../shared/noAccountScope';
import { QimenChartSchema, type QimenChartAnswer } from './schema';
import {
  qimenDayEndpoint,
  qimenHourEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
} from './endpoint';

/**
 * Independent source: the charts others published, transcribed with their sources (repository,
 * path and commit, or book) in the engine's engine/src/qimen/publishedCharts.json.
 */
interface Published {
  id: string;
  kind: string;
  level: string;
  datetime?: string;
  engine_options?: { dayChange?: '23:00' | 'midnight' | 'midnight-same-stem' };
  dun: 'yang' | 'yin';
  ju: number;
  lead_star?: string;
  envoy?: string;
  equivalent_test_year?: number;
  palaces?: Record<string, { earth?: string; heaven?: string; star?: string; door?: string }>;
  horse?: { hour?: string; palace?: number };
}

const published = JSON.parse(
  readFileSync(join(__dirname, '../../../engine/src/qimen/publishedCharts.json'), 'utf8'),
) as Published[];

const scope = (charts = true): Scope => ({
  ...noAccountScope(),
  requireCharts: () => {
    if (!charts) throw forbidden('Qi Men charts are for the internal team');
  },
});

async function hourChart(query: Record<string, string>): Promise<QimenChartAnswer> {
  const input = parseInput(qimenHourEndpoint.request, query);
  return qimenHourEndpoint.compute(input, scope());
}

describe('Qi Men charts, v1 shape', () => {
  // cylim Q18 is drawn at 16:40, after the summer solstice of 16:24; the API, like the pages,
  // draws the slot that opened at 15:00, before it (docs/engine/qimen.md): a yang chart.
  const hourCharts = published.filter(
    (c) => c.kind === 'hour' && c.level === 'chart' && c.id !== 'cylim-Q18-2026-06-21-1640',
  );

  it.each(hourCharts.map((c) => [c.id, c] as const))(
    '%s: the published dun, ju, duty star and door, and every palace',
    async (_id, expected) => {
      // `2026-06-22T10:30:00+08:00`: China's clock, as every fixture is.
      const [date = '', time = ''] = (expected.datetime ?? '').slice(0, 16).split('T');
      const chart = await hourChart({
        date,
        time,
        zone: 'Asia/Shanghai',
        ...expected.engine_options,
      });
      expect(QimenChartSchema.safeParse(chart).success).toBe(true);
      expect(chart.dun.zh).toBe(expected.dun === 'yang' ? '阳遁' : '阴遁');
      expect(chart.ju).toBe(expected.ju);
      expect(chart.dutyStar.zh).toBe(expected.lead_star);
      expect(chart.dutyDoor.zh).toBe(expected.envoy);
      if (expected.horse?.palace !== undefined)
        expect([chart.horse.branch.zh, chart.horse.palace]).toEqual([
          expected.horse.hour,
          expected.horse.palace,
        ]);
      for (const [number, theirs] of Object.entries(expected.palaces ?? {})) {
        const ours = chart.palaces.find((palace) => palace.palace === Number(number));
        expect({
          earth: ours?.earthStem.zh,
          heaven: ours?.heavenStem.zh,
          star: ours?.star.zh,
          door: ours?.door.zh,
        }).toEqual({
          earth: theirs.earth,
          heaven: theirs.heaven,
          star: theirs.star,
          door: theirs.door,
        });
      }
    },
  );

  it('names every term in English and the hour slot on the asked clock', async () => {
    const chart = await hourChart({ date: '2026-06-22', time: '10:30', zone: 'Asia/Shanghai' });
    expect(chart.time).toBe('09:00');
    expect(chart.dun).toEqual({ zh: '阴遁', en: 'Yin Dun' });
    expect(chart.dutyStar).toEqual({ zh: '天禽', en: 'Connect' });
    const north = chart.palaces[0];
    expect([north?.palace, north?.direction, north?.trigram]).toEqual([
      1,
      { zh: '正北', en: 'North' },
      { zh: '坎', en: 'Water' },
    ]);
    expect(chart.conventions).toMatch(/zone Asia\/Shanghai$/);
  });

  it('names the horse (驿马) and its palace as the palaces are named, and in the summary', async () => {
    // cylim Q09 (publishedCharts.json): hour 乙巳, its horse 亥 in palace 6.
    const chart = await hourChart({ date: '2026-06-22', time: '10:30', zone: 'Asia/Shanghai' });
    expect(chart.horse).toEqual({
      branch: { zh: '亥', en: 'Pig' },
      palace: 6,
      direction: { zh: '西北', en: 'Northwest' },
      trigram: { zh: '乾', en: 'Heaven' },
    });
    const six = chart.palaces.find((palace) => palace.palace === 6);
    expect([six?.direction, six?.trigram]).toEqual([chart.horse.direction, chart.horse.trigram]);
    // Named as the Bazi reading names it (data's shenSha glossary), not "horse".
    expect(qimenHourEndpoint.summarize(chart)).toMatch(
      /; Travelling Horse \(驿马\) Pig \(亥\) in /,
    );
  });

  it('adds the centre palace for a flying plate', async () => {
    const chart = await hourChart({ date: '2026-06-22', time: '10:30', qimenPlate: 'flying' });
    expect(QimenChartSchema.safeParse(chart).success).toBe(true);
    expect(chart.palaces).toHaveLength(9);
    expect(chart.palaces[8]?.direction).toEqual({ zh: '中宫', en: 'Centre' });
    expect(chart.palaces[8]?.trigram).toBeNull();
  });

  it('gives the year chart bigfishmarquis-qimen publishes for 2026', async () => {
    const expected = published.find((c) => c.id === 'Y2-bigfish-2026') as Published;
    const input = parseInput(qimenYearEndpoint.request, { date: '2026-06-01' });
    const chart = await qimenYearEndpoint.compute(input, scope());
    expect(QimenChartSchema.safeParse(chart).success).toBe(true);
    expect([chart.dun.zh, chart.ju, chart.dutyStar.zh, chart.dutyDoor.zh]).toEqual([
      '阴遁',
      expected.ju,
      expected.lead_star,
      expected.envoy,
    ]);
    expect([chart.pillars.month, chart.pillars.day, chart.pillars.hour]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('answers day and month charts in the same shape', async () => {
    for (const endpoint of [qimenDayEndpoint, qimenMonthEndpoint]) {
      const input = parseInput(endpoint.request, endpoint.example);
      const chart = await endpoint.compute(input, scope());
      expect(QimenChartSchema.safeParse(chart).success).toBe(true);
      expect(endpoint.summarize(chart)).toMatch(/^Qi Men (day|month) chart for 2026-11-27 12:00/);
    }
  });

  it('asks for the time of an hour chart, and keeps the charts to those who may read them', async () => {
    expect(() => parseInput(qimenHourEndpoint.request, { date: '2026-06-22' })).toThrow(
      expect.objectContaining({ status: 400, inputError: 'time' }) as unknown as Error,
    );
    const input = parseInput(qimenHourEndpoint.request, qimenHourEndpoint.example);
    await expect(qimenHourEndpoint.compute(input, scope(false))).rejects.toBeInstanceOf(
      ContractError,
    );
  });
});
