/**
 * The school flags (docs/engine/schools.md): `--day-change`, `--luck-start`, `--method`,
 * `--plate` and `--year-start`, each read into the engine's `School` field. A value outside the
 * accepted ones is a RangeError naming the flag and the values: one line and exit status 2.
 */
import type { Command } from 'commander';
import { DAY_CHANGE_SETTINGS } from '@tongshu/data';
import type { DayChange, LuckStartRule, QimenMethod, QimenPlate, YearStart } from '@tongshu/engine';

/** Flag value -> engine value, in the order the help and the errors list them. */
type Accepted<V extends string> = Readonly<Record<string, V>>;

/** The records' spellings: `00:00` is the 早子/晚子 reading, `00:00-same-stem` the newer one. */
const DAY_CHANGES: Accepted<DayChange> = DAY_CHANGE_SETTINGS;
const LUCK_STARTS: Accepted<LuckStartRule> = {
  default: 'default',
  china95: 'china95',
  sect1: 'sect1',
  sect2: 'sect2',
};
const METHODS: Accepted<QimenMethod> = { chaibu: 'chaibu', zhirun: 'zhirun' };
const PLATES: Accepted<QimenPlate> = {
  rotating: 'rotating',
  flying: 'flying',
  'flying-yin-reverse': 'flying-yin-reverse',
};
const YEAR_STARTS: Accepted<YearStart> = { lichun: 'lichun', 'lunar-new-year': 'lunar-new-year' };

/** "23:00, 00:00 or 00:00-same-stem". */
function listed(accepted: Accepted<string>): string {
  const names = Object.keys(accepted);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

function choose<V extends string>(flag: string, accepted: Accepted<V>, text: string): V {
  const value = accepted[text];
  if (value === undefined) throw new RangeError(`${flag} must be ${listed(accepted)}: ${text}`);
  return value;
}

/** `--day-change 23:00|00:00|00:00-same-stem` as the engine's `DayChange`. */
export const dayChangeOf = (text: string): DayChange => choose('--day-change', DAY_CHANGES, text);
export const luckStartOf = (text: string): LuckStartRule =>
  choose('--luck-start', LUCK_STARTS, text);
export const qimenMethodOf = (text: string): QimenMethod => choose('--method', METHODS, text);
export const qimenPlateOf = (text: string): QimenPlate => choose('--plate', PLATES, text);
export const yearStartOf = (text: string): YearStart => choose('--year-start', YEAR_STARTS, text);

/** Adds `--day-change` (default 23:00). */
export function withDayChange(command: Command): Command {
  return command.option(
    '--day-change <time>',
    `when the day pillar changes: ${listed(DAY_CHANGES)} (00:00: early/late Rat hours)`,
    '23:00',
  );
}

/** Adds `--luck-start` (default: to the second). */
export function withLuckStart(command: Command): Command {
  return command.option(
    '--luck-start <rule>',
    `how the first luck pillar's start is counted: ${listed(LUCK_STARTS)}`,
    'default',
  );
}

/**
 * Adds `--method` (拆补 chaibu, default) and, for hour charts, `--plate` (转盘 rotating, default;
 * 飞盘 flying, stars forward in both duns; or flying-yin-reverse, backward in yin dun).
 */
export function withQimenSchool(command: Command): Command {
  return command
    .option('--method <method>', `ju method, hour and day charts: ${listed(METHODS)}`, 'chaibu')
    .option('--plate <plate>', `plate, hour charts: ${listed(PLATES)}`, 'rotating');
}

/** Adds `--year-start` (default 立春 lichun). */
export function withYearStart(command: Command): Command {
  return command.option(
    '--year-start <start>',
    `where the almanac's year begins: ${listed(YEAR_STARTS)}`,
    'lichun',
  );
}
