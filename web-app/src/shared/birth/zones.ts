/** Time zone choices: every IANA zone the browser knows, and the browser's own. */
import { browserZone as uiBrowserZone } from '@tongshu/web-ui';

/** China's zone: the default of every birth and user (docs/engine/time.md). */
export const DEFAULT_ZONE = 'Asia/Shanghai';

/** The zone the browser runs in, e.g. Europe/Berlin; China's when it cannot say. */
export const browserZone = (): string => uiBrowserZone(DEFAULT_ZONE);

/** The IANA zones, sorted, with `keep` (a stored zone or an offset such as +08:00) among them. */
export function zoneOptions(...keep: readonly (string | null | undefined)[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...known, DEFAULT_ZONE, ...keep.filter((zone): zone is string => !!zone)]);
  return [...all].sort();
}
