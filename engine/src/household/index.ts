/**
 * The household calendar (issue 44): lunar birthdays, festivals, solar terms, luck-pillar changes
 * and Tai Sui years for the people a user cares for, and the feed that holds them all
 * (docs/engine/household.md).
 */
export { householdCalendar, HOUSEHOLD_BUDGET_BYTES } from './householdCalendar';
export { householdEvents, MAX_HOUSEHOLD_YEARS, TERM_YEARS, termsEnd } from './householdEvents';
export { lunarDateText } from './householdText';
export { householdWindow } from './householdWindow';
export type { HouseholdBirth, HouseholdInput, HouseholdMember } from './householdInput';
export { lunarBirthdays, type LunarBirthday } from './lunarBirthdays';
export {
  DEFAULT_LUNAR_BIRTHDAY_RULES,
  LUNAR_BIRTHDAY_OPTIONS,
  type LeapRule,
  type LunarBirthdayChoice,
  type LunarBirthdayOption,
  type LunarBirthdayRules,
  type ThirtiethRule,
} from './lunarBirthdayOptions';
export { nominalAge, westernAge } from './ages';
export { lunarDateOf, type LunarDate } from './lunarCalendar';
export { festivals, type Festival, type Xiaonian } from './festivals';
export { solarTermEvents, type SolarTermEvent } from './solarTermEvents';
export { taiSuiYears, type TaiSuiOptions, type TaiSuiYear } from './taiSuiYears';
export { TAI_SUI_RELATIONS, type TaiSuiKind, type TaiSuiRelation } from './taiSuiRelations';
export { luckChangesOfChart, luckPillarChanges, type LuckPillarChange } from './luckPillarChanges';
