/**
 * Time zone choices: the current IANA zones the browser knows, labelled by their city, and the
 * browser's own. One list for every zone a birth form asks (issue 42).
 */
import { CHINA_ZONES } from '@tongshu/data';
import { browserZone as uiBrowserZone, type FieldOption } from '@tongshu/web-ui';

/** China's zone: the default of every birth and user (docs/engine/time.md). */
export const DEFAULT_ZONE = 'Asia/Shanghai';

/**
 * The current names of zones ICU still lists by a retired IANA name (`Intl.supportedValuesOf`
 * gives CLDR's ids: Asia/Calcutta rather than Asia/Kolkata). Found by comparing Node 20's and
 * Chromium's lists with tzdata 2025b's zone1970.tab.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's current IANA name (a retired one's successor; any other name as given). */
export const currentZone = (zone: string): string => RENAMED[zone] ?? zone;

/** The zone the browser runs in, e.g. Europe/Berlin; China's when it cannot say. */
export const browserZone = (): string => currentZone(uiBrowserZone(DEFAULT_ZONE));

/** "Berlin (Europe/Berlin)": the city of an area/city name, then the name; others as they are. */
export function zoneLabel(zone: string): string {
  const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') : '';
  return city ? `${city} (${zone})` : zone;
}

/** Whether China's 1986-1991 daylight saving can touch a birth read in `zone`. */
export const isChinaZone = (zone: unknown): boolean =>
  typeof zone === 'string' && CHINA_ZONES.has(zone);

/**
 * Whether `zone` is a whole zone name or offset, not a fragment typed into the search ("Ber") nor
 * a name in the wrong case, which the browser would accept but the list cannot show.
 */
function isWholeZone(zone: string): boolean {
  if (/^[+-]\d{2}:\d{2}$/.test(zone)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return resolved === zone || resolved.toLowerCase() !== zone.toLowerCase();
  } catch {
    return false;
  }
}

/** The browser's zones under their current names, by city: worked out once, as every form asks. */
let known: readonly FieldOption[] | undefined;

const option = (zone: string): FieldOption => ({ value: zone, label: zoneLabel(zone) });
const collator = new Intl.Collator('en');
const byLabel = (a: FieldOption, b: FieldOption) => collator.compare(a.label, b.label);

function knownZones(): readonly FieldOption[] {
  if (!known) {
    const names =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    known = [...new Set([...names.map(currentZone), DEFAULT_ZONE])].map(option).sort(byLabel);
  }
  return known;
}

/**
 * The zone options, by city: the browser's zones under their current names, with `keep` (a stored
 * zone, even a retired name or an offset such as +08:00) among them so a record still shows.
 */
export function zoneOptions(...keep: readonly (string | null | undefined)[]): FieldOption[] {
  const list = knownZones();
  const extra = new Set(
    keep.filter(
      (zone): zone is string =>
        !!zone && !list.some((listed) => listed.value === zone) && isWholeZone(zone),
    ),
  );
  return extra.size ? [...list, ...[...extra].map(option)].sort(byLabel) : [...list];
}
