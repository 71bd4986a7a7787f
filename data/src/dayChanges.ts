/**
 * The day change as the records, the forms and the command line spell it, each with the engine's
 * value (`DayChange`). `00:00` kept the 早子/晚子 (early/late Rat hour) reading it had before
 * schools; `00:00-same-stem` is the newer midnight reading (docs/engine/schools.md). One table, so
 * the bff, the web app and the CLI cannot spell it apart; the engine's `DayChange` is its values.
 */
export const DAY_CHANGE_SETTINGS = {
  '23:00': '23:00',
  '00:00': 'midnight',
  '00:00-same-stem': 'midnight-same-stem',
} as const;

/** A day change as records and flags spell it: `23:00`, `00:00` or `00:00-same-stem`. */
export type DayChangeSetting = keyof typeof DAY_CHANGE_SETTINGS;
