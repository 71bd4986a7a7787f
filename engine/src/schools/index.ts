/** Schools as named options: the types, their words, and where schools differ. */
export {
  DEFAULT_SCHOOL,
  SCHOOL_FIELDS,
  schoolOf,
  type DayChange,
  type LuckStartRule,
  type NobleRhyme,
  type QimenMethod,
  type QimenPlate,
  type ReplacementDegrees,
  type ReplacementFive,
  type School,
  type SchoolField,
  type StarFlight,
  type StemClash,
  type YearStart,
  type YinBlade,
} from './school';
export {
  SCHOOL_OPTIONS,
  schoolChoice,
  schoolStamp,
  type SchoolChoice,
  type SchoolOption,
} from './options';
export type { SchoolDifference, SchoolDifferences, SchoolValue } from './differenceTypes';
export { baziDifferences } from './baziDifferences';
export { dayDifferences } from './dayDifferences';
export { qimenDifferences } from './qimenDifferences';
