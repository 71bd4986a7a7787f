/** GET /api/places: a birth place whose name matches what the person typed. */
export interface Place {
  /** "London, Westminster, United Kingdom". */
  readonly name: string;
  readonly city: string;
  readonly country: string;
  /** IANA zone. */
  readonly zone: string;
  /** Degrees, east and north positive, to four decimals (about 10 m). */
  readonly longitude: number;
  readonly latitude: number;
}
