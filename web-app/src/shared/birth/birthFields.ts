/**
 * The birth place and time zone fields of the profile (issue 21), after the birth date and time:
 * where the person was born (its zone and longitude, filled by the place search and editable),
 * whether to chart in true solar time, China's daylight saving, and the person's own zone now. The
 * day change is one of the school's options (shared/schools).
 */
import type { FieldDefs } from '@tongshu/web-ui';
import type { SessionUser } from '../session/user';
import { browserZone, DEFAULT_ZONE, isChinaZone, zoneOptions } from './zones';

/** What the fields start from: the user's record, or what a place pick and typing changed. */
export type BirthDraft = Readonly<Record<string, unknown>>;

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/**
 * The values the record gives the fields. The bff stores `birth_tz` 'Asia/Shanghai' for everyone
 * from the start, so "never chosen" is told by the birth date: while there is none, the form
 * starts from the browser's zone, which a birth outside China is far likelier to be read in
 * (skipping the place search charted a Berlin birth on China's clock without a word).
 */
export function birthDraftOf(user: SessionUser): BirthDraft {
  const firstProfile = !user.birth_date && (user.time_zone ?? DEFAULT_ZONE) === DEFAULT_ZONE;
  return {
    birth_place: user.birth_place ?? '',
    birth_tz: user.birth_date ? (user.birth_tz ?? DEFAULT_ZONE) : browserZone(),
    birth_longitude: user.birth_longitude ?? '',
    solar_time: user.solar_time ?? false,
    // A first profile takes the browser's zone as the person's own: they can change it.
    time_zone: firstProfile ? browserZone() : (user.time_zone ?? DEFAULT_ZONE),
    china_dst: user.china_dst ?? 'removed',
  };
}

/** A zone typed but not picked from the list (a city alone, a misspelling). */
const ZONE_MESSAGE = 'Please choose a zone from the list: type a city, e.g. Berlin, and pick it';

export function birthSettingFields(draft: BirthDraft): FieldDefs {
  const zones = zoneOptions(text(draft.birth_tz), text(draft.time_zone));
  return {
    birth_place: {
      type: 'text',
      label: 'Place of Birth',
      value: text(draft.birth_place),
      hint: 'Search above to fill the zone and longitude, or type them.',
      span: 1,
    },
    birth_tz: {
      type: 'select',
      searchable: true,
      label: 'Time Zone of Birth',
      required: true,
      options: zones,
      value: text(draft.birth_tz, DEFAULT_ZONE),
      placeholder: 'Type a city, e.g. Berlin',
      errorMessage: ZONE_MESSAGE,
      hint: 'The zone the birth time was read in; its daylight saving is applied for that date.',
      span: 1,
    },
    birth_longitude: {
      type: 'number',
      label: 'Longitude of Birth',
      min: -180,
      max: 180,
      value: text(draft.birth_longitude),
      hint: 'Degrees, east positive (London -0.13, Beijing 116.41). Needed for true solar time.',
      span: 1,
    },
    solar_time: {
      type: 'switch',
      label: 'Use true solar time',
      value: draft.solar_time === true,
      hint: "Reads the hour from the sun at the birth longitude instead of the zone's clock, which can differ by minutes or over an hour; it needs the longitude.",
      span: 1,
    },
    // Only a birth on China's clock can fall in its 1986-1991 summers; for any other zone the
    // question is kept out of sight (its value stays, unused by the engine).
    china_dst: {
      type: isChinaZone(draft.birth_tz) ? 'select' : 'hidden',
      label: "China's 1986-1991 Daylight Saving",
      required: true,
      options: [
        { value: 'removed', label: 'Removed (default)' },
        { value: 'kept', label: 'Kept' },
      ],
      value: text(draft.china_dst, 'removed'),
      hint: "China's clocks ran an hour ahead in the summers of 1986-1991: Removed takes that hour off a birth time read then; Kept charts the clock as read.",
      span: 1,
    },
    time_zone: {
      type: 'select',
      searchable: true,
      placeholder: 'Type a city, e.g. Berlin',
      errorMessage: ZONE_MESSAGE,
      label: 'Your Time Zone Now',
      required: true,
      options: zones,
      value: text(draft.time_zone, DEFAULT_ZONE),
      hint: 'Where you live now: "today" and the hours are shown on this clock.',
      span: 2,
    },
  };
}
