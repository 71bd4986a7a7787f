/**
 * The school flags (docs/engine/schools.md): `--day-change`, `--luck-start`, `--method`,
 * `--plate`, `--year-start`, the flying stars' `--day-star`, `--flight`, `--replacement` and
 * `--replacement-five`, and the Bazi reading's `--noble-rhyme`, `--stem-clash` and `--yin-blade`,
 * each read into the engine's `School` field. A value outside the accepted
 * ones is a RangeError naming the flag and the values: one line and exit status 2.
 */
import type { Command } from 'commander';
import { DAY_CHANGE_SETTINGS } from '@tongshu/data';
import {
  SCHOOL_OPTIONS,
  type DayChange,
  type LuckStartRule,
  type QimenMethod,
  type QimenPlate,
  type School,
  type SchoolField,
  type YearStart,
} from '@tongshu/engine';

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

/** A flag spelled as the engine's values, in `SCHOOL_OPTIONS`' order (the default first). */
function acceptedOf<F extends SchoolField>(field: F): Accepted<School[F]> {
  return Object.fromEntries(SCHOOL_OPTIONS[field].choices.map((c) => [c.value, c.value]));
}

const DAY_STAR_RULES = acceptedOf('dayStarRule');
const FLIGHTS = acceptedOf('starFlight');
const REPLACEMENT_DEGREES = acceptedOf('replacementDegrees');
const REPLACEMENT_FIVES = acceptedOf('replacementFive');
const NOBLE_RHYMES = acceptedOf('nobleRhyme');
const STEM_CLASHES = acceptedOf('stemClash');
const YIN_BLADES = acceptedOf('yinBlade');

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
export const dayStarRuleOf = (text: string): School['dayStarRule'] =>
  choose('--day-star', DAY_STAR_RULES, text);
export const starFlightOf = (text: string): School['starFlight'] =>
  choose('--flight', FLIGHTS, text);
export const replacementDegreesOf = (text: string): School['replacementDegrees'] =>
  choose('--replacement', REPLACEMENT_DEGREES, text);
export const replacementFiveOf = (text: string): School['replacementFive'] =>
  choose('--replacement-five', REPLACEMENT_FIVES, text);
export const nobleRhymeOf = (text: string): School['nobleRhyme'] =>
  choose('--noble-rhyme', NOBLE_RHYMES, text);
export const stemClashOf = (text: string): School['stemClash'] =>
  choose('--stem-clash', STEM_CLASHES, text);
export const yinBladeOf = (text: string): School['yinBlade'] =>
  choose('--yin-blade', YIN_BLADES, text);

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

/**
 * Adds `--day-star` (the day star's count, default solstice-jiazi: the 甲子 nearest each
 * solstice) and `--flight` (forward, default; yin-backward: the day's and hour's grids backward in
 * the yin half).
 */
export function withStarSchool(command: Command): Command {
  return command
    .option(
      '--day-star <rule>',
      `the day star's count (日家紫白): ${listed(DAY_STAR_RULES)}`,
      'solstice-jiazi',
    )
    .option(
      '--flight <flight>',
      `how the day and hour grids fly: ${listed(FLIGHTS)} (backward in the yin half)`,
      'forward',
    );
}

/**
 * Adds `--replacement` (替卦 within 3°, default, or 4.5° of a mountain's edge) and
 * `--replacement-five` (a 5 reaching a 替卦 centre: keep, default, or replace).
 */
export function withHouseSchool(command: Command): Command {
  return command
    .option(
      '--replacement <degrees>',
      `how near a mountain's edge the chart turns 替卦 (replacement chart): ${listed(REPLACEMENT_DEGREES)}`,
      '3',
    )
    .option(
      '--replacement-five <five>',
      `a 5 reaching the centre of a 替卦 chart: ${listed(REPLACEMENT_FIVES)} (by the mountain's own star)`,
      'keep',
    );
}

/**
 * Adds the Bazi reading's `--noble-rhyme` (the 天乙贵人 rhyme: six-xin, default, 庚 at 丑未; or
 * geng-xin, 庚 and 辛 at 寅午), `--stem-clash` (four, default: 甲庚 乙辛 丙壬 丁癸; or none) and
 * `--yin-blade` (a yin stem's 羊刃: before-lu, default, 乙 at 寅; after-lu, 乙 at 辰; or none).
 */
export function withReadingSchool(command: Command): Command {
  return command
    .option(
      '--noble-rhyme <rhyme>',
      `the Heavenly Noble (天乙贵人) rhyme for Geng and Xin: ${listed(NOBLE_RHYMES)}`,
      'six-xin',
    )
    .option(
      '--stem-clash <rule>',
      `which stems clash (天干冲): ${listed(STEM_CLASHES)} (甲庚 乙辛 丙壬 丁癸, or none)`,
      'four',
    )
    .option(
      '--yin-blade <rule>',
      `a yin stem's Goat Blade (羊刃): ${listed(YIN_BLADES)} (乙 at 寅, at 辰, or none)`,
      'before-lu',
    );
}
