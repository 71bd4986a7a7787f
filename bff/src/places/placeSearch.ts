/**
 * Birth places: the 7,300 cities of the `city-timezones` package (Natural Earth populated places,
 * each with coordinates and its IANA zone; MIT), searched by name. A pick fills the birth zone and
 * longitude, which the person can still edit.
 */
import { cityMapping } from 'city-timezones';
import type { Place } from '../api';
import { badInput } from '../platform/errors';

export type { Place };

export const MAX_PLACES = 10;

const round = (degrees: number) => Math.round(degrees * 10000) / 10000;

/** Lower case without accents, so "sao paulo" finds São Paulo. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

let index: { readonly key: string; readonly pop: number; readonly place: Place }[] | undefined;

function places() {
  index ??= cityMapping
    .filter((city) => city.timezone)
    .map((city) => ({
      key: fold(city.city_ascii || city.city),
      pop: Number(city.pop) || 0,
      place: {
        name: [city.city, city.province, city.country]
          .filter((part, i, parts) => part && parts.indexOf(part) === i)
          .join(', '),
        city: city.city,
        country: city.country,
        zone: city.timezone,
        longitude: round(Number(city.lng)),
        latitude: round(Number(city.lat)),
      },
    }));
  return index;
}

/** GET /api/places?q=: cities whose name starts with the query (then contain it), biggest first. */
export function searchPlaces(query: unknown): Place[] {
  const text = typeof query === 'string' ? fold(query.trim()) : '';
  if (text.length < 2 || text.length > 60)
    throw badInput('Please type at least two letters of the place', 'q');
  const rank = (key: string) => (key.startsWith(text) ? 0 : key.includes(text) ? 1 : 2);
  return places()
    .filter((entry) => rank(entry.key) < 2)
    .sort((a, b) => rank(a.key) - rank(b.key) || b.pop - a.pop)
    .slice(0, MAX_PLACES)
    .map((entry) => entry.place);
}
