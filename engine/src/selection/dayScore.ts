/**
 * The score of a day that no rule refused (docs/engine/selection.md, "Scoring"), as reasons with
 * points: the day officer, the day's belt god, its great good and bad spirits, its lunar mansion,
 * and each person's harmony with the day's branch.
 */
import { branchIndex } from '../sexagenary/cycle';
import { combineBranch, threeHarmonyBranches } from '../sexagenary/relations';
import {
  beltGodEnglish,
  branchEnglish,
  mansionEnglish,
  officerEnglish,
  starEnglish,
} from './termEnglish';
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

function officer(ts: SelectionDayFacts): SelectionReason[] {
  const points = OFFICER_POINTS[ts.zhi_xing] ?? 0;
  if (points === 0) return [];
  const good = points > 0;
  return [
    {
      code: 'officer',
      zh: `${ts.zhi_xing}日`,
      en: `Day officer ${officerEnglish(ts.zhi_xing)}: ${good ? 'favourable' : 'unfavourable'}`,
      points,
    },
  ];
}

function belt(ts: SelectionDayFacts): SelectionReason {
  const yellow = ts.day_tian_shen_type === '黄道';
  return {
    code: 'belt',
    zh: `${ts.day_tian_shen}（${ts.day_tian_shen_type}）`,
    en: `${yellow ? 'Yellow' : 'Black'} Belt day: ${beltGodEnglish(ts.day_tian_shen)}`,
    points: yellow ? 2 : -2,
  };
}

function spirits(ts: SelectionDayFacts): SelectionReason[] {
  return [
    ...ts.day_ji_shen
      .filter((name) => GOOD_SPIRITS.has(name))
      .map((name) => ({
        code: 'star',
        zh: name,
        en: `Good star: ${starEnglish(name)}`,
        points: 1,
      })),
    ...ts.day_xiong_sha
      .filter((name) => BAD_SPIRITS.has(name))
      .map((name) => ({
        code: 'star',
        zh: name,
        en: `Bad star: ${starEnglish(name)}`,
        points: -1,
      })),
  ];
}

function mansion(ts: SelectionDayFacts): SelectionReason[] {
  const luck = ts.constellation_28_xiu_luck;
  if (luck !== '吉' && luck !== '凶') return [];
  return [
    {
      code: 'mansion',
      zh: `${ts.constellation_28_xiu}宿（${luck}）`,
      en: `Lunar mansion ${mansionEnglish(ts.constellation_28_xiu)}: ${luck === '吉' ? 'auspicious' : 'inauspicious'}`,
      points: luck === '吉' ? 1 : -1,
    },
  ];
}

/** 六合 (+2) and 三合 (+1) of the day's branch with each person's year and day branches. */
function harmony(ts: SelectionDayFacts, people: readonly SelectionPerson[]): SelectionReason[] {
  const day = branchIndex(ts.day_zhi);
  return people.flatMap((person) =>
    (['year', 'day'] as const).flatMap((pillar): SelectionReason[] => {
      const own = pillar === 'year' ? person.yearBranch : person.dayBranch;
      const branch = branchIndex(own);
      if (combineBranch(branch) === day) {
        return [
          {
            code: 'harmony',
            zh: `${ts.day_zhi}${own}六合`,
            en: `The day's ${branchEnglish(ts.day_zhi)} branch combines with ${person.name}'s ${pillar} branch, ${branchEnglish(own)} (Six Harmony)`,
            points: 2,
          },
        ];
      }
      if (threeHarmonyBranches(branch).includes(day)) {
        return [
          {
            code: 'harmony',
            zh: `${ts.day_zhi}${own}三合`,
            en: `The day's ${branchEnglish(ts.day_zhi)} branch is in Three Harmony with ${person.name}'s ${pillar} branch, ${branchEnglish(own)}`,
            points: 1,
          },
        ];
      }
      return [];
    }),
  );
}

export function dayScoreReasons(
  ts: SelectionDayFacts,
  people: readonly SelectionPerson[],
): SelectionReason[] {
  return [...officer(ts), belt(ts), ...spirits(ts), ...mansion(ts), ...harmony(ts, people)];
}
