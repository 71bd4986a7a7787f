/**
 * The kept answers (boardTable.ts) against the direct computation: every hour chart of 2026 on
 * every plate, which meets each dun × ju × hour pillar (1,080 boards a plate), is compared field
 * by field, in order, with a board built afresh by the rules of METAPHYSICS.md 2.2-2.8 (board.ts,
 * flyingBoard.ts, formations.ts) and its header worked out here: 驿马 by the 三合 rule (申子辰 ->
 * 寅 ...), 旬空 by the xun, 伏吟/反吟 by the moves of the stars and doors.
 */
import { addDays, formatCivilDate, pad2, type CivilDateTime } from '../calendar/civilDate';
import { BRANCHES, STEMS, branchIndex, jiaziIndex, stemIndex } from '../sexagenary/cycle';
import { sevenKillingsStem, voidBranches } from '../sexagenary/relations';
import { buildBoard, type Board } from './board';
import { palaceEntries } from './boardTable';
import type { QimenBoard, QimenChart, QimenKind, QimenOptions } from './chartTypes';
import { buildFlyingBoard } from './flyingBoard';
import { formationsOf } from './formations';
import { BRANCH_PALACE, PALACE_KEYS, RING, type OuterPalace } from './palaces';
import { qimenChart } from './qimenChart';

type Plate = NonNullable<QimenOptions['qimenPlate']>;

const pillarOf = (name: string): number =>
  jiaziIndex(stemIndex(name.charAt(0)), branchIndex(name.charAt(1)));

/** 驿马: 申子辰 -> 寅, 寅午戌 -> 申, 亥卯未 -> 巳, 巳酉丑 -> 亥. */
const HORSE: Readonly<Record<string, string>> = {
  申: '寅',
  子: '寅',
  辰: '寅',
  寅: '申',
  午: '申',
  戌: '申',
  亥: '巳',
  卯: '巳',
  未: '巳',
  巳: '亥',
  酉: '亥',
  丑: '亥',
};

const names = (pair: readonly number[]) => pair.map((b) => BRANCHES[b]);

/** The chart's answer and formations as the direct computation gives them, fields in order. */
function direct(kind: QimenKind, at: CivilDateTime, got: QimenChart, options: QimenOptions) {
  const answer = (got.qm_day ?? got.qm_month ?? got.qm_year) as QimenBoard;
  // The active pillar: the hour's, day's, month's or year's, as the chart names it.
  const activeName = {
    hour: answer.gz_hour,
    day: answer.gz_day,
    month: answer.gz_month,
    year: answer.gz_year,
  }[kind] as string;
  const active = pillarOf(activeName);
  const dun = answer.ju_type === '阳遁' ? 'yang' : 'yin';
  const plate: Plate = kind === 'hour' ? (options.qimenPlate ?? 'rotating') : 'rotating';
  const board: Board =
    plate === 'rotating'
      ? buildBoard(dun, answer.ju_number, active)
      : buildFlyingBoard(dun, answer.ju_number, active, plate === 'flying-yin-reverse');
  const horse = HORSE[activeName.charAt(1)] as string;
  const expected = {
    gz_year: answer.gz_year,
    ...(kind !== 'year' ? { gz_month: answer.gz_month } : {}),
    ...(kind === 'hour' || kind === 'day' ? { gz_day: answer.gz_day } : {}),
    ...(kind === 'hour' ? { gz_hour: answer.gz_hour } : {}),
    date: `${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)}`,
    envoy: board.envoy,
    horse_star: horse,
    horse_palace: PALACE_KEYS[BRANCH_PALACE[branchIndex(horse)] as OuterPalace],
    lead_star: board.leadStar,
    lead_stem: board.leadStem,
    ju_type: answer.ju_type,
    ju_number: answer.ju_number,
    yuan: answer.yuan,
    void: names(voidBranches(active)),
    ...(kind === 'hour' ? { day_void: names(voidBranches(pillarOf(answer.gz_day ?? ''))) } : {}),
    fu_yin_star: board.starShift === 0,
    fan_yin_star: board.starShift === 4,
    fu_yin_door: board.doorShift === 0,
    fan_yin_door: board.doorShift === 4,
    ...Object.fromEntries(
      palaceEntries(board, options.deityNaming === 'gouchen-zhuque' && dun === 'yang'),
    ),
  };
  const hourStem = kind === 'hour' ? stemIndex((answer.gz_hour ?? '').charAt(0)) : undefined;
  const formations = formationsOf(
    board,
    {
      starFuYin: expected.fu_yin_star,
      starFanYin: expected.fan_yin_star,
      doorFuYin: expected.fu_yin_door,
      doorFanYin: expected.fan_yin_door,
      fiveNonMeeting:
        hourStem !== undefined &&
        sevenKillingsStem(stemIndex((answer.gz_day ?? '').charAt(0))) === hourStem,
    },
    hourStem === undefined ? undefined : STEMS[hourStem],
  );
  return {
    answer: expected,
    formations: Object.fromEntries(RING.map((p) => [PALACE_KEYS[p], formations[p]])),
    boardKey: `${dun}${answer.ju_number}${active}`,
  };
}

function expectDirect(kind: QimenKind, at: CivilDateTime, options: QimenOptions): string {
  const chart = qimenChart(kind, at, options);
  const { answer, formations, boardKey } = direct(kind, at, chart, options);
  // JSON compares the order of the fields too: answers are served as they are.
  expect(JSON.stringify(chart.qm_day ?? chart.qm_month ?? chart.qm_year)).toBe(
    JSON.stringify(answer),
  );
  expect(JSON.stringify(chart.special_formation)).toBe(JSON.stringify(formations));
  return boardKey;
}

const DAYS_2026 = Array.from({ length: 365 }, (_, i) =>
  addDays({ year: 2026, month: 1, day: 1 }, i),
);

describe('kept board answers equal the direct computation', () => {
  it.each<Plate>(['rotating', 'flying', 'flying-yin-reverse'])(
    'every hour chart of 2026 on the %s plate, all 1,080 dun × ju × hour pillar boards',
    (qimenPlate) => {
      const boards = new Set<string>();
      for (const date of DAYS_2026)
        for (let hour = 1; hour < 24; hour += 2)
          boards.add(expectDirect('hour', { ...date, hour, minute: 0 }, { qimenPlate }));
      expect(boards.size).toBe(1080);
    },
  );

  it('under 置闰, 勾陈/朱雀 naming, another zone and a late 子 hour, and for day, month and year charts', () => {
    const variants: QimenOptions[] = [
      { qimenMethod: 'zhirun' },
      { deityNaming: 'gouchen-zhuque' },
      { deityNaming: 'gouchen-zhuque', qimenPlate: 'flying' },
      { zone: 'Europe/Berlin', dayChange: 'midnight' },
    ];
    for (const date of DAYS_2026.filter((_, i) => i % 7 === 0)) {
      for (const options of variants)
        expectDirect('hour', { ...date, hour: 23, minute: 30 }, options);
      for (const kind of ['day', 'month', 'year'] as const) {
        expectDirect(kind, { ...date, hour: 12, minute: 0 }, {});
        expectDirect(kind, { ...date, hour: 12, minute: 0 }, { deityNaming: 'gouchen-zhuque' });
      }
    }
  });

  it('gives every chart its own answer: changing one leaves the next of the same board as it was', () => {
    const at = { year: 2026, month: 3, day: 3, hour: 5, minute: 0 };
    const first = qimenChart('hour', at).qm_day as QimenBoard;
    (first.void as string[]).push('子');
    (first as unknown as Record<string, unknown>).n_door = '?';
    expect((qimenChart('hour', at).qm_day as QimenBoard).void).toHaveLength(2);
    expectDirect('hour', at, {});
  });
});
