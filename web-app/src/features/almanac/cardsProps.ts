import { text, type TongshuAnswer } from '../../shared/almanac/types';

/** A group of the page's cards, drawn from the day's answer while it may still be loading. */
export interface CardsProps {
  readonly answer?: TongshuAnswer;
  readonly busy: boolean;
}

/** The answer's Chinese (`t`) and English (`e`) values by key, '' where there is none. */
export function answerText(answer?: TongshuAnswer) {
  return {
    t: (key: string) => text(answer?.ts, key),
    e: (key: string) => text(answer?.en, key),
  };
}
