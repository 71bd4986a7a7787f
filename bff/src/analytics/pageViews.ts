/**
 * First-party page views (spec: "Each view is tracked by an analytics tool"; "Page views are
 * tracked with a fixed analytics property"): a count per day, route pattern and signed in or not.
 * Nothing about the person is kept: no address, no user id, no browser. docs/privacy.md says so.
 */
import type { Knex } from 'knex';
import { badInput } from '../platform/errors';

/** A route pattern as the web app sends it: `/tongshu/:date`, never a date or an id in full. */
const ROUTE = /^\/[a-z0-9/:_-]{0,63}$/;

/** More distinct routes in a day than the app has are counted together, so junk cannot grow it. */
export const MAX_ROUTES_PER_DAY = 100;
export const OTHER_ROUTE = '/other';

export interface PageView {
  readonly route: string;
  readonly signedIn: boolean;
  /** UTC calendar day, YYYY-MM-DD. */
  readonly day: string;
}

export function pageViewRoute(body: Record<string, unknown>): string {
  const route = body.route;
  if (typeof route !== 'string' || !ROUTE.test(route))
    throw badInput('Please send a route', 'route');
  return route;
}

export async function recordPageView(knex: Knex, view: PageView): Promise<void> {
  const known = await knex('page_views').where({ day: view.day, route: view.route }).first('route');
  let route = view.route;
  if (!known) {
    const row = (await knex('page_views')
      .where({ day: view.day })
      .countDistinct('route as routes')
      .first()) as { routes: number | string } | undefined;
    if (Number(row?.routes ?? 0) >= MAX_ROUTES_PER_DAY) route = OTHER_ROUTE;
  }
  await knex('page_views')
    .insert({ day: view.day, route, signed_in: view.signedIn, count: 1 })
    .onConflict(['day', 'route', 'signed_in'])
    .merge({ count: knex.raw('page_views.count + 1') });
}

export interface DayCount {
  readonly day: string;
  readonly signed_in: number;
  readonly signed_out: number;
}

export interface PageViewReport {
  /** Every day of the window, oldest first, zeros included. */
  readonly days: readonly DayCount[];
  /** The window's routes, most viewed first. */
  readonly routes: readonly { readonly route: string; readonly count: number }[];
}

/** The last `days` UTC days up to `today` (YYYY-MM-DD). */
export async function pageViewReport(
  knex: Knex,
  today: string,
  days: number,
): Promise<PageViewReport> {
  const end = Date.parse(`${today}T00:00:00Z`);
  const window = Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86400000).toISOString().slice(0, 10),
  );
  const rows = (await knex('page_views')
    .where('day', '>=', window[0] ?? today)
    .select('day', 'route', 'signed_in', 'count')) as {
    day: string;
    route: string;
    signed_in: boolean | number;
    count: number | string;
  }[];
  const byDay = new Map(window.map((day) => [day, { day, signed_in: 0, signed_out: 0 }]));
  const byRoute = new Map<string, number>();
  for (const row of rows) {
    const count = Number(row.count);
    const day = byDay.get(row.day);
    if (day) {
      if (Number(row.signed_in)) day.signed_in += count;
      else day.signed_out += count;
    }
    byRoute.set(row.route, (byRoute.get(row.route) ?? 0) + count);
  }
  const routes = [...byRoute]
    .map(([route, count]) => ({ route, count }))
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
  return { days: [...byDay.values()], routes };
}
