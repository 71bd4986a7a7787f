/**
 * The external analytics property page views are also sent to, when the operator configures one:
 * a Plausible-compatible events API (`POST {endpoint}` with `{ name, url, domain }`). Sent by the
 * bff, so pages load no third-party script and the visitor's address is never passed on.
 */
import type { Knex } from 'knex';
import { badInput } from '../platform/errors';
import { readSettings, writeSettings } from '../platform/settings/settingsStore';

export interface AnalyticsProperty {
  /** The events API address, e.g. https://plausible.io/api/event; null: none configured. */
  readonly endpoint: string | null;
  /** The property (site domain) the views are counted under. */
  readonly domain: string | null;
}

const ENDPOINT = 'analytics.endpoint';
const DOMAIN = 'analytics.domain';
const DOMAIN_PATTERN = /^[a-z0-9.-]{1,253}$/i;

export async function analyticsProperty(knex: Knex): Promise<AnalyticsProperty> {
  const stored = await readSettings(knex, [ENDPOINT, DOMAIN]);
  return { endpoint: stored[ENDPOINT] ?? null, domain: stored[DOMAIN] ?? null };
}

function endpointOf(value: unknown): string | null {
  if (value === null || value === '') return null;
  const message = 'Please enter the https address of the events API';
  if (typeof value !== 'string' || value.length > 300) throw badInput(message, 'endpoint');
  try {
    const url = new URL(value.trim());
    // http only for a collector on this machine (tests, a self-hosted one behind the same host).
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw new Error();
    return url.toString();
  } catch {
    throw badInput(message, 'endpoint');
  }
}

function domainOf(value: unknown): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !DOMAIN_PATTERN.test(value.trim()))
    throw badInput(
      'Please enter the site domain of the property, e.g. tongshu.example.com',
      'domain',
    );
  return value.trim().toLowerCase();
}

/** Both or neither: a property needs its events API and its domain. */
export async function saveAnalyticsProperty(
  knex: Knex,
  body: Record<string, unknown>,
): Promise<AnalyticsProperty> {
  const endpoint = endpointOf(body.endpoint);
  const domain = domainOf(body.domain);
  if ((endpoint === null) !== (domain === null))
    throw badInput(
      'Please give both the events API address and the domain, or neither',
      endpoint ? 'domain' : 'endpoint',
    );
  await writeSettings(knex, { [ENDPOINT]: endpoint, [DOMAIN]: domain });
  return { endpoint, domain };
}
