/**
 * A month at a glance: each day's part of the v1 day (`almanacAnswer`, so the month never says
 * other than the day), its flying star by the school's rule, and, when asked, the activity's fit
 * (the verdicts /select gives, `selectDays`) and a clash with a person's year branch.
 */
import { branches } from '@tongshu/data';
import {
  activityFor,
  dayStar,
  DEFAULT_ZONE,
  parseCivilDate,
  selectDays,
  type DayStarRule,
  type SelectionPerson,
  type YearStart,
} from '@tongshu/engine';
import { glossaryTerm } from '../shared/pillar';
import type { Term } from '../shared/term';
import { inputError } from '../shared/errors';
import { starOf } from '../stars';
import { almanacAnswer } from './answer';
import { TOP_ACTIVITIES, type AlmanacMonthAnswer, type MonthFit } from './monthSchema';

/** The person the clashes are with: an id the request named, their name and year branch. */
export interface MonthPerson extends Pick<SelectionPerson, 'name' | 'yearBranch'> {
  readonly id: string;
}

export interface MonthQuery {
  /** `YYYY-MM`, checked by the request schema. */
  readonly month: string;
  readonly yearStart: YearStart;
  readonly dayStarRule: DayStarRule;
  /** As a request gives it: Chinese, English or everyday words (`activityFor`). */
  readonly activity?: string;
  readonly person?: MonthPerson;
}

/** The month's dates, `YYYY-MM-01` to its last day. */
function datesOf(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** A date's fit for the activity and, when it is to avoid, why (the refusal's reasons). */
interface Fit {
  readonly fit: MonthFit;
  readonly reasons: Term[];
}

/**
 * Each date's fit for the activity, from /select's own verdicts on the month with no people (the
 * clash is shown apart): kept and not weak is good; refused for being listed to avoid or by a
 * classical exclusion is avoid, with those reasons (not "not suitable", which alone is neutral);
 * anything else (not listed either way, or weak) neutral.
 */
function fitsOf(activity: string, dates: readonly string[]): ReadonlyMap<string, Fit> {
  const selection = selectDays({
    activity,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    weak: true,
    hoursPerDay: 0,
  });
  const fits = new Map<string, Fit>();
  for (const day of selection.days) {
    fits.set(day.date, { fit: day.weak ? 'neutral' : 'good', reasons: [] });
  }
  for (const day of selection.refused) {
    const reasons = day.reasons
      .filter((reason) => reason.code !== 'not-suitable')
      .map(({ zh, en }) => ({ zh, en }));
    fits.set(day.date, { fit: reasons.length > 0 ? 'avoid' : 'neutral', reasons });
  }
  return fits;
}

/** @throws ContractError (400 on `activity`) for an activity nobody can read. */
export function monthAnswer(query: MonthQuery): AlmanacMonthAnswer {
  const activity = query.activity === undefined ? undefined : activityFor(query.activity);
  if (query.activity !== undefined && !activity) {
    throw inputError(`Unknown activity: ${query.activity}`, 'activity');
  }
  const dates = datesOf(query.month);
  const fits = activity ? fitsOf(activity.zh, dates) : undefined;
  const person = query.person;
  return {
    month: query.month,
    yearStart: query.yearStart,
    dayStarRule: query.dayStarRule,
    activity: activity ? { zh: activity.zh, en: activity.en } : null,
    person: person
      ? { id: person.id, name: person.name, yearBranch: glossaryTerm(branches, person.yearBranch) }
      : null,
    days: dates.map((date) => {
      // The fields read here are every clock's (no hours): China's is the day endpoint's default.
      const day = almanacAnswer(date, DEFAULT_ZONE, query.yearStart);
      const clashed = person !== undefined && day.clash.branch.zh === person.yearBranch;
      const fit = fits?.get(date);
      return {
        date: day.date,
        weekday: day.weekday,
        lunar: day.lunar,
        officer: day.officer,
        belt: day.belt,
        star: starOf(dayStar(parseCivilDate(date), query.dayStarRule)),
        suitable: day.suitable.slice(0, TOP_ACTIVITIES),
        avoid: day.avoid.slice(0, TOP_ACTIVITIES),
        fit: fit?.fit ?? null,
        reasons: fit?.reasons ?? [],
        clash: clashed ? { with: person.name, branch: day.clash.branch } : null,
      };
    }),
  };
}
