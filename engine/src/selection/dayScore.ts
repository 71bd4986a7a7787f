/**
 * The score of a day that no rule refused (docs/engine/selection.md, "Scoring"), as reasons with
 * points: the day officer, the day's belt god, its great good and bad spirits, its lunar mansion,
 * and each person's harmony with the day's branch.
 */
import { BRANCHES, branchIndex } from '../sexagenary/cycle';
import { combineBranch, threeHarmonyBranches } from '../sexagenary/relations';
import { branchEnglish, mansionEnglish, officerEnglish, starEnglish } from './termEnglish';
import { beltReason, keptReason } from './keptReasons';
import type { SelectionDayFacts, SelectionPerson, SelectionReason } from './types';

/** 建满平收黑，除危定执黄，成开皆可用，闭破不相当 (the officers' rhyme of the popular almanacs). */
const OFFICER_POINTS: Readonly<Record<string, number>> = {
  除: 2,
  危: 2,
  定: 2,
  执: 2,
  成: 2,
  开: 2,
  建: -1,
  满: -1,
  平: -1,
  收: -1,
  闭: -1,
};

/** The great good spirits (吉神) of 协纪辨方书 卷十 "宜忌" that redeem most of a day. */
const GOOD_SPIRITS = new Set([
  '天德',
  '月德',
  '天德合',
  '月德合',
  '天赦',
  '天愿',
  '月恩',
  '四相',
  '时德',
  '三合',
  '六合',
  '母仓',
  '天恩',
]);

/** The great bad spirits (凶煞) of the same chapter that weigh on a day the almanac still allows. */
const BAD_SPIRITS = new Set([
  '天罡',
  '河魁',
  '大时',
  '天吏',
  '致死',
  '月煞',
  '月刑',
  '月害',
  '四废',
  '五墓',
  '四击',
  '大耗',
  '劫煞',
  '灾煞',
]);

/**
 * The reasons of a day's officer, belt god, stars and mansion, a few dozen of each at most, keyed
 * by the name alone: the library gives each belt god one type and each mansion one luck.
 */
const officers = new Map<string, SelectionReason>();
const belts = new Map<string, SelectionReason>();
const goodStars = new Map<string, SelectionReason>();
const badStars = new Map<string, SelectionReason>();
const mansions = new Map<string, SelectionReason>();

/** The officer's reason of a day whose officer scores (`OFFICER_POINTS`). */
function officerReason(ts: SelectionDayFacts): SelectionReason {
  const points = OFFICER_POINTS[ts.zhi_xing] ?? 0;
  return {
    code: 'officer',
    zh: `${ts.zhi_xing}日`,
    en: `Day officer ${officerEnglish(ts.zhi_xing)}: ${points > 0 ? 'favourable' : 'unfavourable'}`,
    points,
  };
}

function dayBelt(ts: SelectionDayFacts): SelectionReason {
  return beltReason(ts.day_tian_shen, ts.day_tian_shen_type, 'day', -2);
}

const goodStar = (name: string): SelectionReason => ({
  code: 'star',
  zh: name,
  en: `Good star: ${starEnglish(name)}`,
  points: 1,
});

const badStar = (name: string): SelectionReason => ({
  code: 'star',
  zh: name,
  en: `Bad star: ${starEnglish(name)}`,
  points: -1,
});

/** The reason of a day's mansion of known luck (吉 or 凶). */
function mansionReason(ts: SelectionDayFacts): SelectionReason {
  const xiu = ts.constellation_28_xiu;
  const luck = ts.constellation_28_xiu_luck;
  return {
    code: 'mansion',
    zh: `${xiu}宿（${luck}）`,
    en: `Lunar mansion ${mansionEnglish(xiu)}: ${luck === '吉' ? 'auspicious' : 'inauspicious'}`,
    points: luck === '吉' ? 1 : -1,
  };
}

/** The spirits of `names` that `spirits` holds, their kept reasons added to `into`. */
function addSpirits(
  names: readonly string[],
  spirits: ReadonlySet<string>,
  kept: Map<string, SelectionReason>,
  make: (name: string) => SelectionReason,
  into: SelectionReason[],
): void {
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as string;
    if (spirits.has(name)) into.push(keptReason(kept, name, make, name));
  }
}

/** The harmonies of each day branch 子..亥 (by index) with the people's branches. */
export type HarmonyReasons = readonly (readonly SelectionReason[])[];

/** 六合 (+2) and 三合 (+1) of a day branch with each person's year and day branches. */
function harmoniesOf(day: number, people: readonly SelectionPerson[]): SelectionReason[] {
  const name = BRANCHES[day] as string;
  return people
    .flatMap((person) =>
      (['year', 'day'] as const).flatMap((pillar): SelectionReason[] => {
        const own = pillar === 'year' ? person.yearBranch : person.dayBranch;
        const branch = branchIndex(own);
        if (combineBranch(branch) === day) {
          return [
            {
              code: 'harmony',
              zh: `${name}${own}六合`,
              en: `The day's ${branchEnglish(name)} branch combines with ${person.name}'s ${pillar} branch, ${branchEnglish(own)} (Six Harmony)`,
              points: 2,
            },
          ];
        }
        if (threeHarmonyBranches(branch).includes(day)) {
          return [
            {
              code: 'harmony',
              zh: `${name}${own}三合`,
              en: `The day's ${branchEnglish(name)} branch is in Three Harmony with ${person.name}'s ${pillar} branch, ${branchEnglish(own)}`,
              points: 1,
            },
          ];
        }
        return [];
      }),
    )
    .map((reason) => Object.freeze(reason));
}

/**
 * The people's harmonies for each of the twelve day branches, made once per selection.
 * @throws RangeError when a person's branch is not an earthly branch.
 */
export function harmonyReasons(people: readonly SelectionPerson[]): HarmonyReasons {
  return BRANCHES.map((_, day) => harmoniesOf(day, people));
}

/** The day's scoring reasons; `harmonies` from `harmonyReasons` of the selection's people. */
export function dayScoreReasons(
  ts: SelectionDayFacts,
  harmonies: HarmonyReasons,
): SelectionReason[] {
  const reasons: SelectionReason[] = [];
  if (OFFICER_POINTS[ts.zhi_xing]) {
    reasons.push(keptReason(officers, ts.zhi_xing, officerReason, ts));
  }
  reasons.push(keptReason(belts, ts.day_tian_shen, dayBelt, ts));
  // The great good spirits (+1), then the great bad ones (-1).
  addSpirits(ts.day_ji_shen, GOOD_SPIRITS, goodStars, goodStar, reasons);
  addSpirits(ts.day_xiong_sha, BAD_SPIRITS, badStars, badStar, reasons);
  const luck = ts.constellation_28_xiu_luck;
  if (luck === '吉' || luck === '凶') {
    reasons.push(keptReason(mansions, ts.constellation_28_xiu, mansionReason, ts));
  }
  reasons.push(...(harmonies[branchIndex(ts.day_zhi)] ?? []));
  return reasons;
}
