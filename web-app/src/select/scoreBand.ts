/** Words for a kept day's score, so that the grid's colours are never the only sign of it. */
export type ScoreBand = 'best' | 'good' | 'fair';

export function scoreBand(score: number): ScoreBand {
  return score >= 6 ? 'best' : score >= 3 ? 'good' : 'fair';
}

export const BAND_LABEL: Readonly<Record<ScoreBand, string>> = {
  best: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};
