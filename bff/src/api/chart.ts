/**
 * The Bazi chart a user's or person's record carries as `bz_chart` (a JSON string), as the
 * engine's `baziChart` writes it: the part the pages show.
 */
import type { BaziInstant, School } from '@tongshu/engine';

/** A clock reading (the birth, a luck pillar's start): the engine's, with its weekday (0 Sunday). */
export type ChartInstant = BaziInstant;

/** The clock fields of a moment (a `ChartInstant` without the weekday). */
export type ClockFields = Omit<ChartInstant, 'weekday'>;

export interface ChartPillar {
  readonly stem: string;
  readonly branch: string;
  readonly tenGod: string;
  readonly hiddenStems: readonly { readonly stem: string; readonly tenGod: string }[];
}

export interface LuckPillar extends ChartPillar {
  readonly index: number;
  readonly age: number;
  readonly year: number;
  readonly start: ChartInstant;
}

/** How the birth was read (engine `BirthMoment`): the zone, the instant and the chart's clock. */
export interface ChartMoment {
  readonly zone: string;
  /** ISO 8601, UTC. */
  readonly instant: string;
  readonly offsetMinutes: number;
  readonly clock: ClockFields;
  readonly clockKind: 'local clock' | 'China standard time' | 'true solar time';
  readonly status: 'ok' | 'skipped' | 'repeated';
  readonly stamp: string;
  /** The school the birth was read in (absent from charts stored before schools). */
  readonly school?: School;
}

export interface ChartWarning {
  readonly kind: string;
  readonly message: string;
}

export interface BaziChart {
  readonly birth: ChartInstant;
  /** Absent from charts stored before births had zones. */
  readonly moment?: ChartMoment;
  readonly sensitivity?: readonly ChartWarning[];
  readonly dm: string;
  /** `hour` is null when the birth hour is not known. */
  readonly pillars: Readonly<Record<'year' | 'month' | 'day', ChartPillar>> & {
    readonly hour: ChartPillar | null;
  };
  /** False when the birth hour is not known (absent from older charts: known). */
  readonly hourKnown?: boolean;
  /** What an unknown hour or a time window leaves open, one note a field. */
  readonly uncertain?: readonly { readonly field: string; readonly note: string }[];
  readonly void: { readonly branches: readonly string[] };
  readonly luck: {
    readonly forward: boolean;
    readonly pillars: readonly LuckPillar[];
    /** The luck-start rule in force (engine `LuckStartRule`). */
    readonly rule?: string;
    /** How far the luck start can move when the birth time is unknown or a window. */
    readonly uncertainty?: string;
    /** The earliest and latest first luck start over the unknown day or the window. */
    readonly startRange?: { readonly earliest: ChartInstant; readonly latest: ChartInstant };
  };
}
