/**
 * "Did you mean" for the two names people get wrong most: a time zone given by its city alone
 * (`Berlin` for Europe/Berlin) or misspelt (`Europe/Berln`), the engine's `zoneSuggestion` that
 * the API and MCP give too, and an activity misspelt or in another language. The engine's
 * errors stay as they are; the command line adds the hint under them.
 */
import {
  editDistance,
  SELECTABLE_ACTIVITIES,
  typoTolerance,
  zoneSuggestion,
  type ActivityMatch,
} from '@tongshu/engine';

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
    .filter(({ far }) => far <= typoTolerance(text))
    .sort((a, b) => a.far - b.far)
    .slice(0, limit)
    .map(({ activity }) => activity);
}

/** The hint to print under an engine error, or undefined when there is none to give. */
export function suggestionFor(message: string): string | undefined {
  const zone = /^unknown time zone: (.+)$/.exec(message)?.[1];
  if (zone !== undefined) {
    return (
      zoneSuggestion(zone) ??
      'Give an IANA zone such as Europe/Berlin or Asia/Shanghai, or an offset such as +08:00.'
    );
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
