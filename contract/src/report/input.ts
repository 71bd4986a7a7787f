/**
 * What a client report holds, as plain data (docs/decisions.md, "The client report"): the bff and
 * `tongshu report` gather a person's birth, their kept selection and their home, `reportInputOf`
 * reads the charts from them (the contract's own answers, so every term has its English), and
 * `reportPdf` only draws. Pure: no clock, no I/O.
 */
import { branches } from '@tongshu/data';
import type { SelectedDay } from '@tongshu/engine';
import { baziAnswer, readingAnswer, type BaziChartAnswer, type BaziReadingAnswer } from '../bazi';
import type { HouseAnswer } from '../stars';
import { glossaryTerm } from '../shared/pillar';
import type { KeptSelection } from '../shared/endpoint';
import type { Subject } from '../shared/subject';
import type { Term } from '../shared/term';

export interface ReportHour {
  readonly branch: Term;
  /** `YYYY-MM-DD HH:mm` on the selection's clock. */
  readonly start: string;
  readonly end: string;
}

export interface ReportSelection {
  readonly activity: Term;
  readonly from: string;
  readonly to: string;
  /** Whom it is kept for and its filters, in words (`KeptSelection`'s `described`). */
  readonly described: string;
  /** The clock the best hours are on: the user's. */
  readonly zone: string;
  /** How many days the selection keeps; the report lists the best `days` of them. */
  readonly kept: number;
  readonly days: readonly {
    readonly date: string;
    readonly score: number;
    readonly hours: readonly ReportHour[];
  }[];
}

export interface ReportInput {
  readonly name: string;
  /** The date the report is read on, `YYYY-MM-DD` on `zone`'s clock. */
  readonly on: string;
  readonly zone: string;
  readonly chart: BaziChartAnswer;
  /** The index (1-9) of the luck pillar in force on `on`, or null before the first starts. */
  readonly luckInForce: number | null;
  /** The chart read on `on`: the pillars now, interactions, stars, elements, strength. */
  readonly reading: BaziReadingAnswer;
  readonly selections: readonly ReportSelection[];
  /** The person's home's flying-star chart, with the year's and month's stars on `on`. */
  readonly house: HouseAnswer | null;
}

/** What the bff or the CLI gathers for a report. */
export interface ReportSource {
  readonly name: string;
  readonly subject: Subject;
  readonly on: string;
  /** The user's clock (the birth zone's in the CLI): `on` and the best hours are read on it. */
  readonly zone: string;
  /** The user's kept selection, when it is for this person. */
  readonly kept?: KeptSelection | null;
  readonly house?: HouseAnswer | null;
}

/** The most kept days a report lists: a year's selection keeps a hundred, a page holds these. */
export const REPORT_DAYS = 12;

/** The kept selection's best days, in date order, each with its best hours. */
function selectionOf(kept: KeptSelection): ReportSelection {
  const { selection } = kept;
  const best: readonly SelectedDay[] = selection.days.slice(0, REPORT_DAYS);
  return {
    activity: { zh: selection.activity.zh, en: selection.activity.en },
    from: kept.from,
    to: kept.to,
    described: kept.described,
    zone: selection.zone,
    kept: selection.days.length,
    days: [...best]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => ({
        date: day.date,
        score: day.score,
        hours: day.hours.map((hour) => ({
          branch: glossaryTerm(branches, hour.branch),
          start: hour.start,
          end: hour.end,
        })),
      })),
  };
}

/** The report of `source`: its charts read, nothing drawn yet. */
export function reportInputOf(source: ReportSource): ReportInput {
  const { subject, on, zone } = source;
  const reading = readingAnswer(subject, on, zone);
  return {
    name: source.name,
    on,
    zone,
    chart: baziAnswer(subject),
    luckInForce: reading.now.luck?.index ?? null,
    reading,
    selections: source.kept ? [selectionOf(source.kept)] : [],
    house: source.house ?? null,
  };
}
