/**
 * Our charts against charts published by others, field by field. The fixtures and their sources
 * (repository, path and commit, or book and quotation) are in `publishedCharts.json`, transcribed
 * from docs/research/qimen-published-charts.md:
 * - chart level: hour charts from practitioner software and test vectors (cylim/cylim.github.io
 *   `docs/plan/qimen-spec.md`, cross-checked by its author against yixinsoft.com and china95.net;
 *   易兑·论藏甲 app output; kinqimen issue screenshots; QMDJ-Calendar and atopx/qimen golden charts);
 * - board level: boards published under 置闰, compared for the published dun and ju;
 * - header level: classical examples (《古今图书集成》, 《元灵经》, 张志春《神奇之门》) and the year
 *   charts of 《遁甲演义》 (dun, ju, lead stem, lead star, envoy).
 */
import { jiaziIndex, stemIndex, branchIndex } from '../sexagenary/cycle';
import { buildBoard, type Board, type Dun } from './board';
import { PALACE_KEYS, type OuterPalace } from './palaces';
import type { QimenBoard, QimenOptions } from './chartTypes';
import { qimenChart } from './qimenChart';
import published from './publishedCharts.json';

interface PublishedPalace {
  earth?: string;
  earth_hidden?: string;
  heaven?: string;
  heaven_hidden?: string;
  star?: string;
  door?: string;
  deity?: string;
}

interface Published {
  id: string;
  kind: string;
  level: string;
  source: string;
  datetime?: string;
  engine_options?: QimenOptions;
  pillars?: Partial<Record<'year' | 'month' | 'day' | 'hour', string>>;
  hour?: string;
  equivalent_test_year?: number;
  dun: Dun;
  ju: number;
  lead_stem?: string;
  lead_star?: string;
  envoy?: string;
  lead_star_palace?: number;
  envoy_palace?: number;
  void?: { hour?: string[]; day?: string[] };
  /** 驿马 as published: of the hour pillar (with its palace), or of each of the four pillars. */
  horse?: Partial<Record<'year' | 'month' | 'day' | 'hour', string>> & { palace?: number };
  palaces?: Record<string, PublishedPalace>;
}

const charts = published as Published[];

function pillarIndex(name: string): number {
  return jiaziIndex(stemIndex(name[0] ?? ''), branchIndex(name[1] ?? ''));
}

/** Records every field where `ours` differs from `theirs` (fields they did not publish are skipped). */
function differ(id: string, pairs: Record<string, [unknown, unknown]>): string[] {
  return Object.entries(pairs)
    .filter(([, [theirs]]) => theirs !== undefined)
    .filter(([, [theirs, ours]]) => JSON.stringify(theirs) !== JSON.stringify(ours))
    .map(
      ([field, [theirs, ours]]) =>
        `${id} ${field}: published ${JSON.stringify(theirs)}, ours ${JSON.stringify(ours)}`,
    );
}

function boardPalaceDiffs(
  id: string,
  expected: Record<string, PublishedPalace>,
  board: Board,
): string[] {
  return Object.entries(expected).flatMap(([palace, theirs]) => {
    const cell = board.palaces[Number(palace) as OuterPalace];
    return differ(`${id} palace ${palace}`, {
      earth: [theirs.earth, cell.earthStem],
      earth_hidden: [theirs.earth_hidden, cell.earthStemHidden],
      heaven: [theirs.heaven, cell.heavenStem],
      heaven_hidden: [theirs.heaven_hidden, cell.heavenStemHidden],
      star: [theirs.star, cell.star],
      door: [theirs.door, cell.door],
      deity: [theirs.deity, cell.deity],
    });
  });
}

function chartPalaceDiffs(
  id: string,
  expected: Record<string, PublishedPalace>,
  board: QimenBoard,
): string[] {
  const fields = board as unknown as Record<string, unknown>;
  return Object.entries(expected).flatMap(([palace, theirs]) => {
    const key = PALACE_KEYS[Number(palace) as OuterPalace];
    return differ(`${id} palace ${palace}`, {
      earth: [theirs.earth, fields[`${key}_earth_stem`]],
      earth_hidden: [theirs.earth_hidden, fields[`${key}_earth_stem_hidden`]],
      heaven: [theirs.heaven, fields[`${key}_heaven_stem`]],
      heaven_hidden: [theirs.heaven_hidden, fields[`${key}_heaven_stem_hidden`]],
      star: [theirs.star, fields[`${key}_star`]],
      door: [theirs.door, fields[`${key}_door`]],
      deity: [theirs.deity, fields[`${key}_deity`]],
    });
  });
}

function palaceWhere(board: QimenBoard, field: string, value: string): number | undefined {
  const fields = board as unknown as Record<string, unknown>;
  const found = Object.entries(PALACE_KEYS).find(([, key]) => fields[`${key}_${field}`] === value);
  return found ? Number(found[0]) : undefined;
}

function parseInstant(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`bad fixture datetime ${text}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

describe('hour charts against published charts (chart level)', () => {
  const chartLevel = charts.filter((c) => c.level === 'chart');

  it('has at least six published hour charts, including yin dun and a lead stem in the centre', () => {
    expect(chartLevel.length).toBeGreaterThanOrEqual(6);
    expect(chartLevel.some((c) => c.dun === 'yin')).toBe(true);
    expect(chartLevel.some((c) => c.lead_star === '天禽')).toBe(true);
  });

  it.each(chartLevel.map((c) => [c.id, c] as const))(
    '%s matches field by field',
    (id, expected) => {
      const chart = qimenChart(
        'hour',
        parseInstant(expected.datetime ?? ''),
        expected.engine_options ?? {},
      );
      const b = chart.qm_day as QimenBoard;
      const pillars = expected.pillars ?? {};
      const mismatches = [
        ...differ(id, {
          year: [pillars.year, b.gz_year],
          month: [pillars.month, b.gz_month],
          day: [pillars.day, b.gz_day],
          hour: [pillars.hour, b.gz_hour],
          dun: [expected.dun === 'yang' ? '阳遁' : '阴遁', b.ju_type],
          ju: [expected.ju, b.ju_number],
          lead_stem: [expected.lead_stem, b.lead_stem],
          lead_star: [expected.lead_star, b.lead_star],
          envoy: [expected.envoy, b.envoy],
          lead_star_palace: [expected.lead_star_palace, palaceWhere(b, 'deity', '值符')],
          envoy_palace: [expected.envoy_palace, palaceWhere(b, 'door', b.envoy)],
          hour_void: [expected.void?.hour, b.void],
          day_void: [expected.void?.day, b.day_void],
          horse: [expected.horse?.hour, b.horse_star],
          horse_palace: [
            expected.horse?.palace === undefined
              ? undefined
              : PALACE_KEYS[expected.horse.palace as OuterPalace],
            b.horse_palace,
          ],
        }),
        ...chartPalaceDiffs(id, expected.palaces ?? {}, b),
      ];
      expect(mismatches).toEqual([]);
    },
  );
});

describe('the horse (驿马) of day, month and year charts against the four marked by 易兑·论藏甲', () => {
  // The app marks a horse for each pillar of its hour chart; our day, month and year charts take
  // the horse of their own pillar (docs/engine/qimen.md), so each must carry the app's mark.
  const marked = charts.filter((c) => c.horse?.day !== undefined);

  it.each(marked.map((c) => [c.id, c] as const))('%s', (_id, expected) => {
    const instant = parseInstant(expected.datetime ?? '');
    const ours = (['day', 'month', 'year'] as const).map((kind) => {
      const chart = qimenChart(kind, instant, expected.engine_options ?? {});
      const b = (chart.qm_day ?? chart.qm_month ?? chart.qm_year) as QimenBoard;
      return [kind, b.horse_star];
    });
    expect(Object.fromEntries(ours)).toEqual({
      day: expected.horse?.day,
      month: expected.horse?.month,
      year: expected.horse?.year,
    });
  });
});

describe('boards against boards published under 置闰 (same dun, ju and hour)', () => {
  it.each(charts.filter((c) => c.level === 'board').map((c) => [c.id, c] as const))(
    '%s matches palace by palace',
    (id, expected) => {
      const board = buildBoard(
        expected.dun,
        expected.ju,
        pillarIndex(expected.pillars?.hour ?? ''),
      );
      expect([
        ...differ(id, {
          lead_star: [expected.lead_star, board.leadStar],
          envoy: [expected.envoy, board.envoy],
        }),
        ...boardPalaceDiffs(id, expected.palaces ?? {}, board),
      ]).toEqual([]);
    },
  );
});

describe('classical and year-chart headers', () => {
  it.each(
    charts.filter((c) => c.level === 'header' && c.kind === 'hour').map((c) => [c.id, c] as const),
  )('%s: lead stem, lead star and envoy of the published dun, ju and hour', (id, expected) => {
    const board = buildBoard(
      expected.dun,
      expected.ju,
      pillarIndex(expected.pillars?.hour ?? expected.hour ?? ''),
    );
    expect(
      differ(id, {
        lead_stem: [expected.lead_stem, board.leadStem],
        lead_star: [expected.lead_star, board.leadStar],
        envoy: [expected.envoy, board.envoy],
      }),
    ).toEqual([]);
  });

  it.each(
    charts.filter((c) => c.level === 'header' && c.kind === 'year').map((c) => [c.id, c] as const),
  )('%s: year chart dun, ju, lead star and envoy', (id, expected) => {
    const year = expected.equivalent_test_year ?? 0;
    const b = qimenChart('year', { year, month: 6, day: 1, hour: 12, minute: 0 })
      .qm_year as QimenBoard;
    expect(
      differ(id, {
        year: [expected.pillars?.year, b.gz_year],
        dun: [expected.dun === 'yang' ? '阳遁' : '阴遁', b.ju_type],
        ju: [expected.ju, b.ju_number],
        lead_stem: [expected.lead_stem, b.lead_stem],
        lead_star: [expected.lead_star, b.lead_star],
        envoy: [expected.envoy, b.envoy],
      }),
    ).toEqual([]);
  });
});
