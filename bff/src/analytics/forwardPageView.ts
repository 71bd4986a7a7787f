/** Sends a page view on to the configured external property, without waiting on it or failing. */
import type { AnalyticsProperty } from './analyticsSettings';
import { log } from '../platform/log/logger';

const TIMEOUT_MS = 3000;
let warned = false;

export async function forwardPageView(
  property: AnalyticsProperty,
  publicUrl: string,
  route: string,
): Promise<void> {
  if (!property.endpoint || !property.domain) return;
  try {
    const answer = await fetch(property.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Tongshu' },
      body: JSON.stringify({
        name: 'pageview',
        url: `${publicUrl}${route}`,
        domain: property.domain,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    warned = false;
  } catch (error) {
    // Once per process: a collector that is down must not fill the log, one line per view.
    if (!warned) log.warn(`Analytics property unreachable: ${(error as Error).message}`);
    warned = true;
  }
}
