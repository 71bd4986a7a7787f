/**
 * The activities a selection can be made for: the almanac's suit/avoid vocabulary (the 142 terms
 * of lunar-javascript's `LunarUtil.YI_JI`, glossed in `@tongshu/data` activities) without its three
 * placeholders (诸事不宜 "nothing is suitable", 馀事勿取 "nothing else", 无 "none"), which are
 * verdicts, not activities.
 */
import { activities } from '@tongshu/data';

const PLACEHOLDERS = new Set(['诸事不宜', '馀事勿取', '无']);

/**
 * Spellings the almanac prints for one activity: 齐醮 is a variant writing of 斋醮 (the Taoist
 * altar ceremony; both in lunar-javascript's vocabulary). One choice is offered, named by the
 * first, and a day lists it under either spelling.
 */
const VARIANTS: Readonly<Record<string, readonly string[]>> = { 斋醮: ['齐醮'] };
const VARIANT_OF = new Map(
  Object.entries(VARIANTS).flatMap(([main, others]) => others.map((other) => [other, main])),
);

/** Whether a suit/avoid list names `activity` (a selectable term) under any of its spellings. */
export function listsActivity(list: readonly string[], activity: string): boolean {
  if (list.includes(activity)) return true;
  const variants = VARIANTS[activity];
  return variants !== undefined && variants.some((v) => list.includes(v));
}

/** Everyday words for the activities people look for most, beside the glossary's own English. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  嫁娶: ['wedding', 'marry', 'marriage'],
  移徙: ['move house', 'moving', 'relocate'],
  入宅: ['move in', 'housewarming'],
  开市: ['open a shop', 'open a business', 'grand opening', 'launch'],
  出行: ['trip', 'journey', 'travel'],
  动土: ['renovation', 'construction', 'break ground'],
  安床: ['bed'],
  订盟: ['contract', 'agreement'],
  交易: ['deal', 'trade'],
  求医: ['doctor', 'surgery', 'treatment'],
  安葬: ['funeral', 'burial'],
};

export interface ActivityMatch {
  readonly zh: string;
  readonly en: string;
}

/** Every selectable activity, in the glossary's order. */
export const SELECTABLE_ACTIVITIES: readonly ActivityMatch[] = Object.entries(activities)
  .filter(([zh]) => !PLACEHOLDERS.has(zh) && !VARIANT_OF.has(zh))
  .map(([zh, entry]) => ({ zh, en: entry.en }));

const byZh = new Map(SELECTABLE_ACTIVITIES.map((activity) => [activity.zh, activity]));
const byEn = new Map(
  SELECTABLE_ACTIVITIES.map((activity) => [activity.en.toLowerCase(), activity]),
);

/** The activity a Chinese term (or its variant writing) or its English phrase names, or undefined. */
export function activityNamed(text: string): ActivityMatch | undefined {
  const trimmed = text.trim();
  return byZh.get(VARIANT_OF.get(trimmed) ?? trimmed) ?? byEn.get(trimmed.toLowerCase());
}

/** What names an activity: its Chinese, its English and the everyday words for it. */
const NAMES = new Map(
  SELECTABLE_ACTIVITIES.map((activity) => [
    activity,
    [activity.zh, activity.en, ...(SYNONYMS[activity.zh] ?? [])].join(' ').toLowerCase(),
  ]),
);
/** What describes it: a word found only here ("wedding" in a bride's clothes) ranks below names. */
const DESCRIPTIONS = new Map(
  SELECTABLE_ACTIVITIES.map((activity) => [
    activity,
    (activities[activity.zh]?.description ?? '').toLowerCase(),
  ]),
);

/**
 * Activities whose Chinese, English or everyday words contain every word of the query (`wedding`
 * and `wedd` find 嫁娶; `move house` 移徙), those named by the query or starting with it first.
 * Only when no name holds them are descriptions searched, so that a word describing another
 * activity (裁衣, cutting a bride's wedding clothes) does not crowd out the one meant. An empty
 * query finds nothing.
 */
export function findActivities(query: string): ActivityMatch[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const rank = (activity: ActivityMatch) => {
    const en = activity.en.toLowerCase();
    if (activity.zh === query.trim() || en === phrase) return 0;
    if (en.startsWith(phrase) || (SYNONYMS[activity.zh] ?? []).includes(phrase)) return 1;
    return 2;
  };
  const holding = (texts: ReadonlyMap<ActivityMatch, string>) =>
    SELECTABLE_ACTIVITIES.filter((activity) => {
      const text = texts.get(activity) ?? '';
      return words.every((word) => text.includes(word));
    });
  const named = holding(NAMES);
  return (named.length > 0 ? named : holding(DESCRIPTIONS)).sort((a, b) => rank(a) - rank(b));
}

/**
 * The activity a request names, read the same at every door (the web, the API, MCP and the CLI):
 * its Chinese, its English, or everyday words (`wedding`), whose best match stands in.
 */
export function activityFor(text: string): ActivityMatch | undefined {
  return activityNamed(text) ?? findActivities(text)[0];
}
