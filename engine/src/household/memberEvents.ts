/**
 * One person's events in a household feed: lunar birthdays and Tai Sui years as all-day events
 * (China's calendar dates), luck-pillar changes as timed events at their instant.
 */
import { baziChart, type BaziChart } from '../bazi/baziChart';
import { epochDay, type CivilDate } from '../calendar/civilDate';
import type { AllDayEvent, CalendarEvent, TimedEvent } from '../ical/events';
import { BRANCHES, mod } from '../sexagenary/cycle';
import { schoolChoice } from '../schools/options';
import type { Zone } from '../time/zone';
import { branches } from '@tongshu/data';
import type { HouseholdMember } from './householdInput';
import {
  bothClocks,
  chinaTimeText,
  lunarDateText,
  pillarText,
  yearPillarText,
} from './householdText';
import { lunarBirthdays } from './lunarBirthdays';
import { lunarDateOf } from './lunarCalendar';
import { luckChangesOfChart } from './luckPillarChanges';
import { taiSuiYears } from './taiSuiYears';

/** A window both as dates (all-day events) and as instants [fromMs, toMs) (timed events). */
export interface FeedWindow {
  readonly from: CivilDate;
  readonly to: CivilDate;
  readonly fromMs: number;
  readonly toMs: number;
  readonly zone: Zone;
}

/** How long a timed marker event lasts: RFC 5545 wants DTEND after DTSTART. */
export const MARKER_MS = 30 * 60_000;

const TAI_SUI_KEYS = {
  值太岁: 'own',
  冲太岁: 'clash',
  刑太岁: 'punish',
  害太岁: 'harm',
  破太岁: 'break',
};

const inWindow = (date: CivilDate, w: FeedWindow) =>
  epochDay(date) >= epochDay(w.from) && epochDay(date) <= epochDay(w.to);

/**
 * The person's year branch for Tai Sui: the 立春-based year pillar's, or the lunar year's when the
 * person's school starts the year at the lunar new year (`yearStart`, docs/engine/schools.md).
 */
function personBranch(member: HouseholdMember, chart: BaziChart): string {
  if (member.birth.yearStart !== 'lunar-new-year') return chart.pillars.year.branch;
  return BRANCHES[mod(lunarDateOf(member.birth.date).year - 4, 12)] as string;
}

function birthdayEvents(member: HouseholdMember, w: FeedWindow): AllDayEvent[] {
  return lunarBirthdays(member.birth.date, w.from.year, w.to.year, member.lunarBirthday)
    .filter((b) => inWindow(b.date, w))
    .map((b) => ({
      uid: `household-birthday-${b.lunar.year}-${member.id}@tongshu`,
      date: b.date,
      summary: `${member.name}: lunar birthday (农历生日), ${lunarDateText(b.lunar)}, age ${b.westernAge} (nominal 虚岁 ${b.nominalAge})`,
      description:
        `Lunar year ${b.lunar.year} ${yearPillarText(b.lunar.year)}. Age ${b.westernAge} in completed years; ` +
        `虚岁 (nominal age, one at birth and one more each lunar new year) ${b.nominalAge}.` +
        (b.rule ? ` Rule: ${b.rule}.` : ''),
    }));
}

function luckEvents(member: HouseholdMember, chart: BaziChart, w: FeedWindow): TimedEvent[] {
  return luckChangesOfChart(chart)
    .filter((c) => c.utcMs >= w.fromMs && c.utcMs < w.toMs)
    .map((c) => ({
      uid: `household-luck-${c.index}-${member.id}@tongshu`,
      startUtc: c.utcMs,
      endUtc: c.utcMs + MARKER_MS,
      summary: `${member.name}: luck pillar ${pillarText(c.pillar.stem, c.pillar.branch)} begins, age ${c.age} (虚岁)`,
      description:
        `Luck pillar (大运) ${c.index} of 9, for ten years from ${bothClocks(w.zone, c.utcMs)}. ` +
        `Age ${c.age} as the Bazi chart counts it (虚岁: start year - birth year + 1). ` +
        `Luck start rule: ${schoolChoice('luckStart', chart.luck.rule).label}.`,
    }));
}

function taiSuiEvents(member: HouseholdMember, chart: BaziChart, w: FeedWindow): AllDayEvent[] {
  const branch = personBranch(member, chart);
  const animal = branches[branch]?.en ?? branch;
  return taiSuiYears(branch, w.from.year, w.to.year, member.taiSui)
    .filter((t) => inWindow(t.lichun.date, w))
    .map((t) => ({
      uid: `household-taisui-${t.year}-${TAI_SUI_KEYS[t.kind]}-${member.id}@tongshu`,
      date: t.lichun.date,
      summary: `${member.name}: ${t.en} (${t.kind}), ${t.year} ${yearPillarText(t.year)} year`,
      description:
        `From 立春 (Start of Spring), ${chinaTimeText(t.lichun.utcMs)}: the year branch ` +
        `${t.yearBranch} (${branches[t.yearBranch]?.en ?? t.yearBranch}) and ${member.name}'s ` +
        `year branch ${branch} (${animal}).`,
    }));
}

/** The person's events in the window, by the kinds they include. */
export function memberEvents(member: HouseholdMember, w: FeedWindow): CalendarEvent[] {
  const { include } = member;
  // Birthdays first: the birth year's lunar months bring its solar terms, which the chart reads.
  const birthdays = include.birthdays ? birthdayEvents(member, w) : [];
  const chart = include.luck || include.taiSui ? baziChart(member.birth, member.birth) : undefined;
  return [
    ...birthdays,
    ...(include.luck && chart ? luckEvents(member, chart, w) : []),
    ...(include.taiSui && chart ? taiSuiEvents(member, chart, w) : []),
  ];
}
