/**
 * The activities a selection can be made for: the almanac's suit/avoid vocabulary (the 142 terms
 * of lunar-javascript's `LunarUtil.YI_JI`, glossed in `@tongshu/data` activities) without its three
 * placeholders (诸事不宜 "nothing is suitable", 馀事勿取 "nothing else", 无 "none"), which are
 * verdicts, not activities.
 */
import { activities } from '@tongshu/data';

const PLACEHOLDERS = new Set(['诸事不宜', '馀事勿取', '无']);

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
  .filter(([zh]) => !PLACEHOLDERS.has(zh))
  .map(([zh, entry]) => ({ zh, en: entry.en }));

const byZh = new Map(SELECTABLE_ACTIVITIES.map((activity) => [activity.zh, activity]));
const byEn = new Map(
  SELECTABLE_ACTIVITIES.map((activity) => [activity.en.toLowerCase(), activity]),
);

/** The activity a Chinese term or its English phrase (any case) names, or undefined. */
export function activityNamed(text: string): ActivityMatch | undefined {
  const trimmed = text.trim();
  return byZh.get(trimmed) ?? byEn.get(trimmed.toLowerCase());
}

function haystack(activity: ActivityMatch): string {
  const entry = activities[activity.zh];
  return [activity.zh, activity.en, entry?.description ?? '', ...(SYNONYMS[activity.zh] ?? [])]
    .join(' ')
    .toLowerCase();
}

const HAYSTACKS = new Map(SELECTABLE_ACTIVITIES.map((activity) => [activity, haystack(activity)]));

/**
 * Activities whose Chinese, English, description or everyday words contain every word of the
 * query (`wedding` finds 嫁娶; `move house` 移徙), those named by the query or starting with it
 * first. An empty query finds nothing.
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
  return SELECTABLE_ACTIVITIES.filter((activity) => {
    const text = HAYSTACKS.get(activity) ?? '';
    return words.every((word) => text.includes(word));
  }).sort((a, b) => rank(a) - rank(b));
}
