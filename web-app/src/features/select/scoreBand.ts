/** Words for a kept day's score, so that the grid's colours are never the only sign of it. */
export type ScoreBand = 'best' | 'good' | 'fair' | 'weak';

/**
 * A kept day below zero passed every refusal but has more against it than for it: "Weak", not
 * "Fair", so a negative score never reads as a recommendation.
 */
export function scoreBand(score: number): ScoreBand {
  return score >= 6 ? 'best' : score >= 3 ? 'good' : score >= 0 ? 'fair' : 'weak';
}

export const BAND_LABEL: Readonly<Record<ScoreBand, string>> = {
  best: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  weak: 'Weak',
};
