import type { TongshuAnswer } from './types';

/** A row of tiles drawn from a day's almanac answer, which may still be on its way. */
export interface AnswerTilesProps {
  readonly answer?: TongshuAnswer;
  readonly loading: boolean;
}
