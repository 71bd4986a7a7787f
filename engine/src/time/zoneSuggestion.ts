/**
 * "Did you mean" for a time zone given by its city alone (`Berlin` for Europe/Berlin) or misspelt
 * (`Europe/Berln`): one function for every door (the CLI's hint, the API's and MCP's 400), so a
 * user hears the same suggestion wherever they typed the zone.
 */
import { editDistance, typoTolerance } from '../text/editDistance';

/** Longer than any zone name: nothing is near, and a long text would cost ~600 distances. */
const LONGEST_GUESS = 64;

/** IANA zones whose last part is the input, any case, spaces for underscores (`new york`). */
function zonesNamed(input: string): string[] {
  const city = input.trim().toLowerCase().replace(/\s+/g, '_');
  if (city === '') return [];
  return Intl.supportedValuesOf('timeZone').filter(
    (zone) => zone.split('/').pop()?.toLowerCase() === city,
  );
}

/**
 * The zones a misspelt name is nearest, at most `limit`: by edit distance over the whole IANA name
 * (`Europe/Berln`) or over its city (`Berlni`), any case; only the nearest, none when none is near.
 */
function closeZones(input: string, limit = 3): string[] {
  const text = input.trim().toLowerCase().replace(/\s+/g, '_');
  if (text === '' || text.length > LONGEST_GUESS) return [];
  const city = text.split('/').pop() ?? text;
  const near = Intl.supportedValuesOf('timeZone').flatMap((zone) => {
    const name = zone.toLowerCase();
    const whole = editDistance(text, name);
    const byCity = editDistance(city, name.split('/').pop() ?? name);
    if (whole > typoTolerance(text) && byCity > typoTolerance(city)) return [];
    return [{ zone, far: Math.min(whole, byCity) }];
  });
  const nearest = Math.min(...near.map(({ far }) => far));
  return near
    .filter(({ far }) => far === nearest)
    .slice(0, limit)
    .map(({ zone }) => zone);
}

/** "Did you mean Europe/Berlin?" for a zone the engine does not know, or undefined. */
export function zoneSuggestion(input: string): string | undefined {
  const named = zonesNamed(input);
  const zones = named.length > 0 ? named : closeZones(input);
  return zones.length > 0 ? `Did you mean ${zones.join(' or ')}?` : undefined;
}
