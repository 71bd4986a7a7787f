/**
 * "Did you mean" for the two names people get wrong most: a time zone given by its city alone
 * (`Berlin` for Europe/Berlin) or misspelt (`Europe/Berln`), and an activity misspelt or in
 * another language. The engine's
 * errors stay as they are; the command line adds the hint under them.
 */
import { SELECTABLE_ACTIVITIES, type ActivityMatch } from '@tongshu/engine';

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** IANA zones whose last part is the input, any case, spaces for underscores (`new york`). */
export function zonesNamed(input: string): string[] {
  const city = input.trim().toLowerCase().replace(/\s+/g, '_');
  if (city === '') return [];
  return Intl.supportedValuesOf('timeZone').filter(
    (zone) => zone.split('/').pop()?.toLowerCase() === city,
  );
}

/** How far a typed name may be from a real one: about one typo in three letters, at least 2. */
const tolerance = (text: string) => Math.max(2, Math.floor(text.length / 3));

/**
 * The zones a misspelt name is nearest, at most `limit`: by edit distance over the whole IANA name
 * (`Europe/Berln`) or over its city (`Berlni`), any case; only the nearest, none when none is near.
 */
export function closeZones(input: string, limit = 3): string[] {
  const text = input.trim().toLowerCase().replace(/\s+/g, '_');
  if (text === '') return [];
  const city = text.split('/').pop() ?? text;
  const near = Intl.supportedValuesOf('timeZone').flatMap((zone) => {
    const name = zone.toLowerCase();
    const whole = editDistance(text, name);
    const byCity = editDistance(city, name.split('/').pop() ?? name);
    if (whole > tolerance(text) && byCity > tolerance(city)) return [];
    return [{ zone, far: Math.min(whole, byCity) }];
  });
  const nearest = Math.min(...near.map(({ far }) => far));
  return near
    .filter(({ far }) => far === nearest)
    .slice(0, limit)
    .map(({ zone }) => zone);
}

/**
 * The activities nearest the input by edit distance over their English names (whole, or one of
 * its words) and Chinese terms, nearest first, at most `limit`; none when nothing is near.
 */
export function closeActivities(input: string, limit = 3): ActivityMatch[] {
  const text = input.trim().toLowerCase();
  if (text === '') return [];
  const distance = (activity: ActivityMatch) => {
    const en = activity.en.toLowerCase();
    const words = en.split(/\s+/).filter((word) => word.length > 3);
    return Math.min(
      editDistance(text, en),
      editDistance(text, activity.zh),
      ...words.map((word) => editDistance(text, word)),
    );
  };
  return SELECTABLE_ACTIVITIES.map((activity) => ({ activity, far: distance(activity) }))
    .filter(({ far }) => far <= tolerance(text))
    .sort((a, b) => a.far - b.far)
    .slice(0, limit)
    .map(({ activity }) => activity);
}

/** The hint to print under an engine error, or undefined when there is none to give. */
export function suggestionFor(message: string): string | undefined {
  const zone = /^unknown time zone: (.+)$/.exec(message)?.[1];
  if (zone !== undefined) {
    const named = zonesNamed(zone);
    const zones = named.length > 0 ? named : closeZones(zone);
    return zones.length > 0
      ? `Did you mean ${zones.join(' or ')}?`
      : 'Give an IANA zone such as Europe/Berlin or Asia/Shanghai, or an offset such as +08:00.';
  }
  const activity = /^Unknown activity: (.+)$/.exec(message)?.[1];
  if (activity !== undefined) {
    const close = closeActivities(activity);
    return close.length > 0
      ? `Did you mean ${close.map((match) => `${match.en} (${match.zh})`).join(', ')}?`
      : 'Try an English word such as wedding, travel or burial, or the Chinese term (嫁娶).';
  }
  return undefined;
}
