/**
 * The classical exclusions of date selection (docs/engine/selection.md): days that no score can
 * redeem, each with the source that prints it. The activity's own verdict (宜/忌) and the clashes
 * with the people concerned are in `refusals.ts`; these are the day's own.
 */
import type { SelectionDayFacts, SelectionReason } from './types';
import { BRANCHES } from '../sexagenary/cycle';

export interface ExclusionRule {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  /** Where the rule is printed. */
  readonly source: string;
  /** The activities the rule refuses; absent: every activity (大事勿用) but those it spares. */
  readonly refuses?: ReadonlySet<string>;
  readonly spares?: ReadonlySet<string>;
  readonly holds: (ts: SelectionDayFacts) => boolean;
}

/**
 * The day before a term in `terms` begins (on China's clock, as the almanac dates terms): the
 * term's date, read as UTC, is a day after the day's, with no date built as text (issue 46).
 */
const eveOf =
  (terms: readonly string[]) =>
  (ts: SelectionDayFacts): boolean =>
    terms.includes(ts.next_jie_qi) &&
    Date.parse(ts.next_jie_qi_time.slice(0, 10)) === Date.UTC(ts.year, ts.month - 1, ts.day + 1);

/** 杨公十三忌: lunar month and day (a leap month keeps its month's day). */
const YANG_GONG: readonly (readonly [number, number])[] = [
  [1, 13],
  [2, 11],
  [3, 9],
  [4, 7],
  [5, 5],
  [6, 3],
  [7, 1],
  [7, 29],
  [8, 27],
  [9, 25],
  [10, 23],
  [11, 21],
  [12, 19],
];

/** The same as month * 100 + day: one look-up a day, not thirteen comparisons (issue 46). */
const YANG_GONG_DAYS: ReadonlySet<number> = new Set(
  YANG_GONG.map(([month, day]) => month * 100 + day),
);

/** 受死: the day branch of each solar month, 寅 month (正月) first. */
const RECEIVING_DEATH = '戌辰亥巳子午丑未寅申卯酉';

/**
 * A spirit given as its day branch in each solar month, 寅 month first. Read as a map from the
 * month branch to the day branch: a day is one look-up, where indexing the table made a string
 * each time (issue 46).
 */
function byMonth(table: string): (ts: SelectionDayFacts) => boolean {
  const dayOf = new Map<string, string | undefined>(
    BRANCHES.map((month, i) => [month, table[(i + 10) % 12]]),
  );
  return (ts) => dayOf.get(ts.month_zhi) === ts.day_zhi;
}

/** Activities of setting out and settling in, which 往亡 and 归忌 forbid. */
const GOING = new Set(['出行', '移徙', '入宅', '嫁娶', '纳婿', '赴任', '归宁', '乘船', '渡水']);

export const EXCLUSIONS: readonly ExclusionRule[] = [
  {
    code: 'month-breaker',
    zh: '月破',
    en: 'Month Breaker: the day clashes the month',
    source: '《钦定协纪辨方书》卷四 月破',
    holds: (ts) => ts.month_breaker,
  },
  {
    code: 'year-breaker',
    zh: '岁破',
    en: 'Year Breaker: the day clashes the year',
    source: '《钦定协纪辨方书》卷三 岁破',
    holds: (ts) => ts.year_breaker,
  },
  {
    code: 'four-separations',
    zh: '四离',
    en: 'Four Separations: the eve of an equinox or solstice',
    source: '《钦定协纪辨方书》卷六 四离四绝：春分、秋分、夏至、冬至前一日',
    holds: eveOf(['春分', '夏至', '秋分', '冬至']),
  },
  {
    code: 'four-extinctions',
    zh: '四绝',
    en: 'Four Extinctions: the eve of the start of a season',
    source: '《钦定协纪辨方书》卷六 四离四绝：立春、立夏、立秋、立冬前一日',
    holds: eveOf(['立春', '立夏', '立秋', '立冬']),
  },
  {
    code: 'yang-gong',
    zh: '杨公忌',
    en: "Yang Gong's taboo day",
    source: '杨公十三忌（《象吉通书》；通胜 each year prints them）',
    holds: (ts) => YANG_GONG_DAYS.has(ts.lmonth * 100 + ts.lday),
  },
  {
    code: 'receiving-death',
    zh: '受死',
    en: 'Receiving Death day',
    source: '《象吉通书》受死日：正戌二辰三亥四巳五子六午七丑八未九寅十申十一卯十二酉',
    // The day is bad for everything but burial and hunting (the same source).
    spares: new Set(['安葬', '畋猎', '捕捉']),
    holds: byMonth(RECEIVING_DEATH),
  },
  {
    code: 'gone-away',
    zh: '往亡',
    en: 'Gone Away day: do not set out or move',
    source:
      '《钦定协纪辨方书》卷五 往亡：寅月寅日、卯月巳日、辰月申日、巳月亥日、午月卯日、未月午日、申月酉日、酉月子日、戌月辰日、亥月未日、子月戌日、丑月丑日',
    refuses: GOING,
    holds: byMonth('寅巳申亥卯午酉子辰未戌丑'),
  },
  {
    code: 'return-taboo',
    zh: '归忌',
    en: 'Return Taboo: do not return home or move',
    source: '《钦定协纪辨方书》卷五 归忌：孟月丑日、仲月寅日、季月子日',
    refuses: GOING,
    // lunar-javascript's own 归忌 misses the 亥 month's 丑 days (three over 2024-2027).
    holds: byMonth('丑寅子丑寅子丑寅子丑寅子'),
  },
];

/** The rules that can refuse each activity asked so far (at most the selectable activities). */
const rulesByActivity = new Map<string, readonly ExclusionRule[]>();

function rulesFor(activity: string): readonly ExclusionRule[] {
  let rules = rulesByActivity.get(activity);
  if (!rules) {
    rules = EXCLUSIONS.filter((rule) => rule.refuses?.has(activity) ?? !rule.spares?.has(activity));
    if (rulesByActivity.size < 1000) rulesByActivity.set(activity, rules);
  }
  return rules;
}

/**
 * Adds to `into` the refusal of each exclusion that refuses `activity` on this day, in the order
 * of `EXCLUSIONS`. Which rules concern the activity is found once per activity, and no list or
 * closure is made per day: a year of selection asks for every day (issue 46).
 */
export function addExclusions(
  ts: SelectionDayFacts,
  activity: string,
  into: SelectionReason[],
): void {
  const rules = rulesFor(activity);
  for (let i = 0; i < rules.length; i += 1) {
    const rule = rules[i] as ExclusionRule;
    if (rule.holds(ts)) into.push(exclusionReason(rule));
  }
}

/** Each rule as a day's refusal (its code and words, not its source), made once and shared. */
const REFUSALS = new Map<ExclusionRule, SelectionReason>(
  EXCLUSIONS.map((rule) => [rule, Object.freeze({ code: rule.code, zh: rule.zh, en: rule.en })]),
);

/** The refusal a rule of `EXCLUSIONS` gives a day it holds on. */
function exclusionReason(rule: ExclusionRule): SelectionReason {
  const reason = REFUSALS.get(rule);
  if (!reason) throw new RangeError(`not a rule of EXCLUSIONS: ${rule.code}`);
  return reason;
}
