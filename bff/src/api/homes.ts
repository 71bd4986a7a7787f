import type { HouseAnswer } from '@tongshu/contract';

export type { HouseAnswer };

/** A home as saved: the period (1-9) it was built or renewed in and where it faces. */
export interface HomeFields {
  readonly period: number;
  /** Compass degrees as given (`187.5`), a mountain (`午`) or its code (`S2`). */
  readonly facing: string;
}

/** GET /api/homes: the user's home (`me`) or a person's, saved or not, with its chart. */
export interface HomeRecord {
  /** `me`, or the person's id. */
  readonly subject: string;
  /** "My home", or the person's name. */
  readonly name: string;
  readonly home: HomeFields | null;
  /** The natal chart with the overlay of the answer's date, or null while no home is saved. */
  readonly chart: HouseAnswer | null;
}

export interface HomesAnswer {
  /** The date whose year and month stars overlay each chart, on `zone`'s clock. */
  readonly date: string;
  readonly zone: string;
  /** Where the overlay's year begins, in the user's school: 立春 or the lunar new year. */
  readonly year_start: 'lichun' | 'lunar-new-year';
  readonly homes: readonly HomeRecord[];
}
