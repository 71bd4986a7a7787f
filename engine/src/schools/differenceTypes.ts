/**
 * Where schools differ: the answer of `baziDifferences`, `dayDifferences` and `qimenDifferences`
 * (and of `GET /api/schools/{bazi|day|qimen}`, `tongshu schools ... --json`). Each is computed
 * under every choice of the options that matter to it, and only what changes is listed.
 */
import type { School, SchoolField } from './school';

/** One reading of a differing field, under one choice of the option. */
export interface SchoolValue {
  /** The option's value, e.g. `midnight`. */
  readonly school: string;
  /** Its words, e.g. "At midnight, early and late Rat hours (早子/晚子)". */
  readonly label: string;
  /** The field's value under it, e.g. "癸亥 (Water Pig)" or "阴7 (yin 7)". */
  readonly value: string;
}

export interface SchoolDifference {
  /** The option that parts the readings, e.g. `dayChange`. */
  readonly option: SchoolField;
  /** The field that changes, e.g. `day pillar`, `luck start`, `ju`. */
  readonly field: string;
  /** A value for each choice of the option, the one in force first. */
  readonly values: readonly SchoolValue[];
  /** One plain-English sentence of why, with the numbers of this case. */
  readonly why: string;
  /** Where each reading is written down. */
  readonly source: string;
}

export interface SchoolDifferences {
  /** The school the subject is read in (the user's or the person's). */
  readonly school: School;
  /** The options compared (those that can change this kind of answer). */
  readonly compared: readonly SchoolField[];
  /** Empty when every school agrees. */
  readonly differences: readonly SchoolDifference[];
}
