/**
 * `@tongshu/engine`: pure, deterministic almanac computations. Plain data in, plain data out;
 * no clock, no I/O. See docs/engine/ for every rule and its source.
 */
export { almanacDay, hourSlotsOf } from './almanac/almanacDay';
export type { AlmanacDay, AlmanacOptions, HourSlot, Ts, TsDayFields } from './almanac/types';
export { englishAlmanacDay, missingTranslations } from './english/englishAlmanacDay';
export { personalAlmanacDay, type PersonalAlmanacDay } from './personal/personalAlmanacDay';
export { chartableBirth, natalBirthOf } from './personal/chartableBirth';
export { clockTimeText } from './bazi/birth';
export {
  baziChart,
  parseBirth,
  DAY_MASTER,
  LUCK_PILLAR_COUNT,
  PILLAR_NAMES,
  type BaziChart,
  type BaziInstant,
  type BaziPillar,
  type Birth,
  type BirthTime,
  type HiddenStem,
  type LuckPillar,
  type LuckSpan,
  type PillarName,
} from './bazi/baziChart';
export type { BirthSensitivity, SensitivityKind } from './bazi/sensitivity';
export {
  birthMoment,
  checkLongitude,
  conventionsStamp,
  DEFAULT_ZONE,
  type BirthMoment,
  type ChartOptions,
  type ClockKind,
} from './time/birthMoment';
export { dateIn, localFieldsAt, parseZone, startOfDateIn, type Zone } from './time/zone';
export { isoOnClock } from './time/isoOnClock';
export { zoneSuggestion } from './time/zoneSuggestion';
export { nayinOf } from './calendar/nayinOf';
export { slotOnClock } from './time/slotOnClock';
export { equationOfTimeMinutes, trueSolarTimeMs } from './time/solarTime';
export type { PersonalDayFields, PersonalItem } from './personal/personalDay';
export type { NatalBirth } from './personal/natal';
export {
  threeVictoryDays,
  type ThreeVictoryRow,
  type VictorySymbol,
  type Gender,
} from './personal/threeVictoryDays';
export type { MissingTranslation } from './english/translateFields';
export { englishQimenChart } from './english/englishQimenChart';
export {
  addDays,
  civilDate,
  civilDateAt,
  civilDateTime,
  daysBetween,
  startOfCivilDate,
  formatCivilDate,
  isoDateText,
  OutOfRangeError,
  parseCivilDate,
  parseCivilDateTime,
  MIN_YEAR,
  MAX_YEAR,
  type CivilDate,
  type CivilDateTime,
} from './calendar/civilDate';
export { BRANCHES, BRANCH_KEYS, STEMS, type BranchKey } from './sexagenary/cycle';
export { qimenChart } from './qimen/qimenChart';
export { starCharts, type StarCharts, type StarOptions } from './stars/starCharts';
export { dayStars, type DayStars } from './stars/dayStars';
export { dayStar, type DayStarRule } from './stars/dayStar';
export { monthStar, yearStar } from './stars/yearMonthStars';
export { flyGrid, FLIGHT_PATH, type StarGrid, type StarPalace } from './stars/flyGrid';
export { STARS, type NineStar, type StarNumber } from './stars/nineStars';
export {
  houseChart,
  type HouseChart,
  type HouseFormation,
  type HouseInput,
  type HousePalace,
} from './stars/houseChart';
export { MOUNTAINS, mountainAt, mountainFacts, type Mountain } from './stars/mountains';
export { PALACE_DIRECTIONS } from './qimen/palaces';
export { qimenHourSlot } from './qimen/hourSlot';
// The chart's types are its answer's shape: all of them are public.
export type * from './qimen/chartTypes';
export type { Formation } from './qimen/formations';
export {
  buildCalendar,
  CALENDARS,
  defaultWindow,
  DEFAULT_WINDOWS,
  isCalendarKind,
  MAX_WINDOW_DAYS,
  type CalendarKind,
  type CalendarOptions,
} from './ical/buildCalendar';
export * from './schools';
export { withoutControls } from './text/withoutControls';
export { editDistance, typoTolerance } from './text/editDistance';
export {
  MAX_SELECTION_DAYS,
  SELECTION_TRADITION,
  SelectionInputError,
  selectDays,
} from './selection/selectDays';
export {
  activityFor,
  activityNamed,
  findActivities,
  SELECTABLE_ACTIVITIES,
  type ActivityMatch,
} from './selection/activities';
export { EXCLUSIONS, type ExclusionRule } from './selection/exclusions';
export {
  HOURS_MESSAGE,
  parseHourWindow,
  parseWeekdays,
  WEEKDAYS_MESSAGE,
} from './selection/filters';
export type {
  RefusedDay,
  SelectedDay,
  SelectedHour,
  Selection,
  SelectionPerson,
  SelectionReason,
  SelectionRequest,
} from './selection/types';
export { bestHourOf } from './selection/bestHours';
export { selectionPerson } from './selection/selectionPerson';
export { selectionCalendar } from './selection/selectionCalendar';
export * from './household';
export { isAllDay, type AllDayEvent, type CalendarEvent, type TimedEvent } from './ical/events';
export * from './reading';
