/**
 * The almanac day's personal part (spec section 3, "Almanac day response", top-level fields): the
 * Qi Men boxes of today's day chart (current_*) and of the natal chart (destiny_*), the day chart's
 * Fu Yin / Fan Yin, the ten gods of the day, month and year pillars, and the three calendars of
 * personal items: `pro` (professional day), `sim` (simplified, "Just Follow") and `prohour`
 * (professional hour, keyed by slot start 23:00, 01:00 ... 21:00). What each calendar contains
 * is defined in docs/engine/personal.md.
 */
import { hourSlotStartAt, pad2, type CivilDate } from '../calendar/civilDate';
import type { PillarsAt } from '../calendar/pillarsAt';
import type { Board } from '../qimen/board';
import { boardAt } from '../qimen/qimenChart';
import { BRANCHES, mod } from '../sexagenary/cycle';
import { clashBranch, nobleBranches, sevenKillingsStem } from '../sexagenary/relations';
import { dayRuleFlags, type DayRuleFlags } from './dayRules';
import { greenDragonPalaces } from './greenDragon';
import { symbolPalaces, type Natal, type SymbolPalaces } from './natal';
import { pillarTenGods, type PillarTenGods } from './tenGods';
import { PALACE_DIRECTIONS, type PalaceKey } from '../qimen/palaces';
import { englishPalaceDirection } from '../english/palaceDirection';
import { branches } from '@tongshu/data';

export interface PersonalItem {
  /** Short enough for a calendar's month view. */
  readonly title: string;
  /** The full meaning in plain English. */
  readonly description: string;
}

export interface PersonalDayFields {
  readonly current_fan_yin: boolean;
  readonly current_fu_yin: boolean;
  readonly current_chief_box: string;
  readonly current_life_box: string;
  readonly current_rest_box: string;
  readonly current_harmony_box: string;
  /** The natal boxes need the birth hour: null when it is unknown (`hour_note` says so). */
  readonly destiny_chief_box: string | null;
  readonly destiny_life_box: string | null;
  readonly destiny_rest_box: string | null;
  readonly destiny_harmony_box: string | null;
  /** Present when the birth hour is unknown: the hour-dependent items left out, in English. */
  readonly hour_note?: string;
  /** Present when an unknown hour leaves the birth day pillar open (the 23:00 day change). */
  readonly day_pillar_note?: string;
  /** Ten gods of today's pillars relative to the person's day master. */
  readonly ten_gods: {
    readonly day: PillarTenGods;
    readonly month: PillarTenGods;
    readonly year: PillarTenGods;
  };
  /** The day stem's and day branch's ten god: the "heavenly-stem god" and "earthly-branch god". */
  readonly heavenly_stem_god: string;
  readonly earthly_branch_god: string;
  readonly pro: readonly PersonalItem[];
  readonly sim: readonly PersonalItem[];
  readonly prohour: Readonly<Record<string, readonly PersonalItem[]>>;
}

const SYMBOL_NAMES = { chief: 'Chief', nineHeaven: 'Nine Heaven', life: 'Life Door' } as const;

function direction(palace: PalaceKey): string {
  return PALACE_DIRECTIONS[palace];
}

/** The zodiac animal of a pillar's (or branch index's) branch, in English. */
function animalOf(pillarOrBranch: number): string {
  const branch = BRANCHES[mod(pillarOrBranch, 12)] as string;
  return branches[branch]?.en ?? branch;
}

type VictoryKey = keyof typeof SYMBOL_NAMES;

/** A symbol standing in its natal palace. */
interface Victory {
  readonly key: VictoryKey;
  readonly palace: PalaceKey;
}

/** The symbols home in their natal palaces; none without a natal hour chart (hour unknown). */
function victories(now: SymbolPalaces, natal: SymbolPalaces | null): Victory[] {
  if (natal === null) return [];
  return (Object.keys(SYMBOL_NAMES) as VictoryKey[])
    .filter((key) => now[key] === natal[key])
    .map((key) => ({ key, palace: natal[key] }));
}

function proItems(
  natal: Natal,
  flags: DayRuleFlags,
  dayPillar: number,
  wins: Victory[],
  dragons: PalaceKey[],
): PersonalItem[] {
  const items: PersonalItem[] = [];
  if (flags.fuYin)
    items.push({
      title: 'Fu Yin Day',
      description:
        'The day pillar repeats your birth day pillar (伏吟): matters drag and repeat; review and finish rather than start.',
    });
  if (flags.fanYin)
    items.push({
      title: 'Fan Yin Day',
      description:
        'The day pillar attacks your birth day pillar (反吟, stem controls and branch clashes): expect reversals; avoid major moves.',
    });
  if (flags.sevenKilling)
    items.push({
      title: '7 Killing Day',
      description:
        'The day stem is the 7 Killings of your day master: pressure and opposition; avoid confrontation and risk.',
    });
  if (flags.robMoney)
    items.push({
      title: 'Rob Money Day',
      description:
        'The day stem is the Rob Wealth of your day master: competition for money; guard spending and lending.',
    });
  if (flags.luckyDay)
    items.push({
      title: 'Personal Lucky Day',
      description:
        'The day branch is your Heavenly Nobleman and does not clash your birth day: help arrives; good for important matters.',
    });
  if (clashBranch(mod(natal.dayPillar, 12)) === mod(dayPillar, 12)) {
    items.push({
      title: `Day clashes your ${animalOf(natal.dayPillar)} day`,
      description: `The day branch ${BRANCHES[mod(dayPillar, 12)]} clashes your birth day branch ${BRANCHES[mod(natal.dayPillar, 12)]}: unsettled relations and plans.`,
    });
  }
  for (const { key, palace } of wins) {
    items.push({
      title: `Three Victory Day (3VD): ${SYMBOL_NAMES[key]} ${englishPalaceDirection(palace)}`,
      description: `Three Victory Day: today's ${SYMBOL_NAMES[key]} stands in your natal ${SYMBOL_NAMES[key]} palace; face or go ${englishPalaceDirection(palace)} for important matters.`,
    });
  }
  for (const palace of dragons) {
    const own =
      palace === natal.destinyPalace || Object.values(natal.symbols ?? {}).includes(palace);
    items.push({
      title: `Green Dragon Return ${englishPalaceDirection(palace)}${own ? ' (yours)' : ''}`,
      description: `Green Dragon Returns (青龙返首) in the ${englishPalaceDirection(palace)} palace of today's chart${own ? ', one of your own palaces' : ''}: favourable for new ventures in that direction.`,
    });
  }
  return items;
}

function simItems(flags: DayRuleFlags, wins: Victory[], dragons: PalaceKey[]): PersonalItem[] {
  const good = flags.luckyDay || wins.length > 0 || dragons.length > 0;
  const bad = flags.fanYin || flags.sevenKilling;
  const items: PersonalItem[] = [];
  if (good && !bad)
    items.push({
      title: 'Good day',
      description: 'A supportive day for you: go ahead with important plans.',
    });
  if (bad)
    items.push({
      title: 'Take it easy',
      description:
        'A day of pressure or reversal for you: keep to routine and avoid big decisions.',
    });
  if (flags.robMoney)
    items.push({
      title: 'Guard your money',
      description: 'Hold back on spending, lending and investing today.',
    });
  if (flags.fuYin)
    items.push({
      title: 'Finish, do not start',
      description: 'A repeating day: complete what is open rather than starting anew.',
    });
  const best = wins[0];
  if (best)
    items.push({
      title: `Best direction ${englishPalaceDirection(best.palace)}`,
      description: `Face or travel ${englishPalaceDirection(best.palace)} for important matters today.`,
    });
  return items;
}

/** The `prohour` calendar of a date: items per slot, keyed by slot start `23:00` .. `21:00`. */
export function professionalHourItems(
  natal: Natal,
  date: CivilDate,
): Record<string, PersonalItem[]> {
  const result: Record<string, PersonalItem[]> = {};
  const natalBranch = mod(natal.dayPillar, 12);
  const nobles = nobleBranches(natal.dayMaster);
  for (let branch = 0; branch < 12; branch += 1) {
    const at = hourSlotStartAt(date, branch);
    // The hour chart's own pillars, in the person's school: one reading of the terms per slot.
    const { board, pillars } = boardAt('hour', at, natal.school);
    const hourPillar = pillars.hour;
    const items: PersonalItem[] = [];
    if (nobles.includes(branch))
      items.push({
        title: 'Nobleman Hour',
        description: 'Your Heavenly Nobleman hour: seek help, meet important people.',
      });
    if (mod(hourPillar, 10) === sevenKillingsStem(natal.dayMaster))
      items.push({
        title: '7 Killing Hour',
        description: 'The hour stem is the 7 Killings of your day master: avoid confrontation.',
      });
    if (clashBranch(natalBranch) === branch)
      items.push({
        title: 'Clash Hour',
        description: `The hour clashes your birth day branch (${animalOf(natalBranch)}): avoid important starts.`,
      });
    const hourChart = symbolPalaces(board);
    for (const { key, palace } of victories(hourChart, natal.symbols)) {
      items.push({
        title: `Three Victory Hour (3VH): ${SYMBOL_NAMES[key]} ${englishPalaceDirection(palace)}`,
        description: `Three Victory Hour: the hour chart's ${SYMBOL_NAMES[key]} stands in your natal palace; act facing ${englishPalaceDirection(palace)}.`,
      });
    }
    result[`${pad2(at.hour)}:00`] = items;
  }
  return result;
}

interface DayView {
  readonly board: Board;
  readonly pillars: PillarsAt;
  readonly now: SymbolPalaces;
  readonly pro: PersonalItem[];
  readonly sim: PersonalItem[];
}

function dayView(natal: Natal, date: CivilDate): DayView {
  const { board, pillars } = boardAt('day', { ...date, hour: 12, minute: 0 }, natal.school);
  const now = symbolPalaces(board);
  const flags = dayRuleFlags(natal.dayPillar, pillars.day);
  const wins = victories(now, natal.symbols);
  const dragons = greenDragonPalaces(board, pillars.day);
  return {
    board,
    pillars,
    now,
    pro: proItems(natal, flags, pillars.day, wins, dragons),
    sim: simItems(flags, wins, dragons),
  };
}

/** The `pro` and `sim` calendars of a date. */
export function personalDayItems(
  natal: Natal,
  date: CivilDate,
): { pro: PersonalItem[]; sim: PersonalItem[] } {
  const { pro, sim } = dayView(natal, date);
  return { pro, sim };
}

/** The personal fields of the almanac day for a person's natal reference points. */
export function personalDay(natal: Natal, date: CivilDate): PersonalDayFields {
  const { board, pillars, now, pro, sim } = dayView(natal, date);
  const tenGods = {
    day: pillarTenGods(natal.dayMaster, pillars.day),
    month: pillarTenGods(natal.dayMaster, pillars.month),
    year: pillarTenGods(natal.dayMaster, pillars.year),
  };
  return {
    current_fan_yin: board.starShift === 4,
    current_fu_yin: board.starShift === 0,
    current_chief_box: direction(now.chief),
    current_life_box: direction(now.life),
    current_rest_box: direction(now.rest),
    current_harmony_box: direction(now.harmony),
    destiny_chief_box: natal.symbols && direction(natal.symbols.chief),
    destiny_life_box: natal.symbols && direction(natal.symbols.life),
    destiny_rest_box: natal.symbols && direction(natal.symbols.rest),
    destiny_harmony_box: natal.symbols && direction(natal.symbols.harmony),
    ...(natal.hourUnknown !== undefined && { hour_note: natal.hourUnknown }),
    ...(natal.dayPillarNote !== undefined && { day_pillar_note: natal.dayPillarNote }),
    ten_gods: tenGods,
    heavenly_stem_god: tenGods.day.stem,
    earthly_branch_god: tenGods.day.branch,
    pro,
    sim,
    prohour: professionalHourItems(natal, date),
  };
}
