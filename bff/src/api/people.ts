import type { SchoolSettings } from './schools';

/** GET /api/people (and a person's save): one of the user's people, with their school. */
export interface PersonRecord extends SchoolSettings {
  readonly id: string;
  readonly name: string;
  readonly gender: number;
  readonly birth_date: string;
  readonly birth_time: string;
  readonly birth_place: string | null;
  readonly birth_tz: string;
  readonly birth_longitude: number | null;
  readonly solar_time: boolean;
  readonly china_dst: string;
  readonly dm: string;
  /** The engine's Bazi chart, as JSON (see `BaziChart`). */
  readonly bz_chart: string;
  readonly date_created: string;
}
