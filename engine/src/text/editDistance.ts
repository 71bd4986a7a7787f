/**
 * Levenshtein distance and how far a typed name may be from the one meant: the measure behind
 * every "Did you mean" (a zone's city, an activity's English), so each door suggests alike.
 */

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

/** How far a typed name may be from a real one: about one typo in three letters, at least 2. */
export const typoTolerance = (text: string) => Math.max(2, Math.floor(text.length / 3));
