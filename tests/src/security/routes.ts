/**
 * Every route of the bff, read from its routers (`router.stack` of each router createApp mounts),
 * and what the attack suites need to know about it: who may call it, the body fields it reads
 * and a valid body to vary. A route added to the bff without an entry here fails auth.test.ts, so
 * no route escapes the sweeps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import { createApp, DEFAULT_BIRTH_SETTINGS, loadConfig, openDatabase } from '@tongshu/bff';
import type { Bff } from '../support/bffProcess';
import {
  BIRTH,
  castOf,
  invite,
  PASSWORD,
  signUp,
  uniqueEmail,
  type Cast,
  type Mailbox,
  type Person,
} from '../support/people';

/**
 * - public: anyone (sign-up, sign-in, links, contact);
 * - signedIn: any role; subscriber: any role with an open subscription (master exempt);
 * - admin / owner / master: that role or above (spec section 6);
 * - signature: the payment provider's signed webhook; feedLink: the secret ical_id in the path;
 * - apiKey: the public API's key (`Authorization: Bearer tsk_...`), never a session (issue 36).
 */
export type Access =
  | 'public'
  | 'signedIn'
  | 'subscriber'
  | 'admin'
  | 'owner'
  | 'master'
  | 'signature'
  | 'feedLink'
  | 'apiKey';

export type Caller = 'nobody' | keyof Cast | 'victim' | 'victimOwner';

/** The people a sweep may act as: the cast plus a sacrificial account whose rows may change. */
export type People = Cast & { readonly victim: Person; readonly victimOwner: Person };

/** The cast plus a second account (owner and user) whose data the cast must never reach. */
export async function peopleOf(bff: Bff, mailbox: Mailbox): Promise<People> {
  const cast = await castOf(bff, mailbox);
  const victimOwner = await signUp(bff, 'victim-owner');
  const victim = await invite(bff, mailbox, victimOwner, 'victim');
  return { ...cast, victim, victimOwner };
}

export interface RouteSpec {
  readonly access: Access;
  /** Body fields the route reads: the injection sweep tries hostile values in each. */
  readonly fields: readonly string[];
  /** A valid body for `caller`, varied one field at a time (built fresh for every request). */
  readonly base?: (people: People) => Record<string, unknown>;
  /** Who the injection sweep calls as (default: the lowest role the route allows). */
  readonly caller?: Caller;
  /** Values for the path parameters (`:date` ...). */
  readonly params?: (people: People) => Readonly<Record<string, string>>;
  /** The allowed role's call changes the caller for good: role sweeps only call it from below. */
  readonly destructive?: boolean;
  /** Statuses an allowed role may get besides 2xx/400/404 (a feature gate, not a role). */
  readonly gated?: readonly number[];
}

const profile = (name: string, email: string) => ({ name, email, ...BIRTH });
/**
 * The birth place and zone fields a profile form sends with the birth (issue 21), and the school
 * and birth-time fields (issue 35): the bff's own list, so a setting it adds is swept too.
 */
const BIRTH_SETTINGS = Object.keys(DEFAULT_BIRTH_SETTINGS);
const DAY = { date: '20261122' };
/** The 3VV list and the Qi Men charts are for the internal team (and master) only. */
const INTERNAL: readonly number[] = [403];

export const ROUTES: Readonly<Record<string, RouteSpec>> = {
  // ---------- almanac and charts (routes/almanac.ts) ----------
  'GET /api/tongshu/get/:date': { access: 'subscriber', fields: [], params: () => DAY },
  'GET /api/tongshu/month/:month': {
    access: 'subscriber',
    fields: [],
    params: () => ({ month: '202611' }),
  },
  'GET /api/the3vv/get/:birth/:gender/:year': {
    access: 'subscriber',
    fields: [],
    gated: INTERNAL,
    params: () => ({ birth: '1990-05-15 14:30', gender: '1', year: '2021' }),
  },
  'GET /api/theqmhour/get/:date/:hour': {
    access: 'subscriber',
    fields: [],
    gated: INTERNAL,
    params: () => ({ ...DAY, hour: '13' }),
  },
  'GET /api/theqmday/get/:at': {
    access: 'subscriber',
    fields: [],
    gated: INTERNAL,
    params: () => ({ at: '2026-11-22 13:00' }),
  },
  'GET /api/theqmmonth/get/:date': {
    access: 'subscriber',
    fields: [],
    params: () => DAY,
    gated: INTERNAL,
  },
  'GET /api/theqmyear/get/:date': {
    access: 'subscriber',
    fields: [],
    params: () => DAY,
    gated: INTERNAL,
  },

  // ---------- where schools differ (schools/routes.ts) ----------
  'GET /api/schools/options': { access: 'signedIn', fields: [] },
  'GET /api/schools/bazi': { access: 'signedIn', fields: [] },
  'GET /api/schools/day': { access: 'subscriber', fields: [] },
  'GET /api/schools/qimen': { access: 'subscriber', fields: [], gated: INTERNAL },

  // ---------- feeds (routes/calendars.ts) ----------
  'GET /download/ical/:calendar/:icalId': {
    access: 'feedLink',
    fields: [],
    params: (p) => ({ calendar: 'tongshueng', icalId: p.ownerA.icalId }),
  },
  'GET /download/ical/:calendar/:icalId/:personId': {
    access: 'feedLink',
    fields: [],
    params: (p) => ({ calendar: 'personalpro', icalId: p.ownerA.icalId, personId: 'no-such' }),
  },
  'GET /api/calendars': { access: 'signedIn', fields: [] },
  'POST /api/calendars/rotate': { access: 'signedIn', fields: [], destructive: true },

  // ---------- sign-up, sign-in, links, the user's record (routes/auth.ts) ----------
  'POST /api/account': {
    access: 'public',
    fields: [
      'name',
      'email',
      'password',
      'confirm_password',
      'reference_code',
      'plan',
      'token',
      'payment_intent',
    ],
    base: () => ({ name: 'Injected', email: uniqueEmail('inj'), password: PASSWORD, plan: 'free' }),
  },
  'POST /api/user/auth': {
    access: 'public',
    fields: ['email', 'password'],
    base: (p) => ({ email: p.victim.email, password: 'Wrong123' }),
  },
  'POST /api/user/auth/magic': {
    access: 'public',
    fields: ['email'],
    base: (p) => ({ email: p.victim.email }),
  },
  'POST /api/user/auth/magic/verify': {
    access: 'public',
    fields: ['token'],
    base: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/user/email/confirm': {
    access: 'public',
    fields: ['token'],
    base: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/user/password/reset/request': {
    access: 'public',
    fields: ['email'],
    base: (p) => ({ email: p.victim.email }),
  },
  'POST /api/user/password/reset': {
    access: 'public',
    fields: ['jwt', 'email', 'password'],
    base: (p) => ({ jwt: 'x'.repeat(43), email: p.victim.email, password: 'Another123' }),
  },
  'GET /api/select': { access: 'subscriber', fields: [] },
  'GET /api/select/activities': { access: 'signedIn', fields: [] },
  'GET /api/select/ics': { access: 'subscriber', fields: [] },
  'PUT /api/select/keep': {
    access: 'subscriber',
    fields: ['activity', 'from', 'to', 'people'],
    base: () => ({ activity: 'Marriage', from: '2027-01-01', to: '2027-01-31', people: '' }),
  },
  'DELETE /api/select/keep': { access: 'signedIn', fields: [] },
  'GET /download/ical/selected/:icalId': {
    access: 'feedLink',
    fields: [],
    params: (p) => ({ icalId: p.userA.icalId }),
  },
  'GET /api/people': { access: 'signedIn', fields: [] },
  'POST /api/people': {
    access: 'signedIn',
    fields: ['name', 'gender', 'birth_date', 'birth_time', ...BIRTH_SETTINGS],
    caller: 'victim',
    base: () => ({ name: 'Client', ...BIRTH }),
  },
  'PATCH /api/people/:id': {
    access: 'signedIn',
    fields: ['name', 'gender', 'birth_date', 'birth_time', ...BIRTH_SETTINGS],
    caller: 'victim',
    base: () => ({ name: 'Client', ...BIRTH }),
    params: () => ({ id: 'no-such-person' }),
  },
  'DELETE /api/people/:id': {
    access: 'signedIn',
    fields: [],
    params: () => ({ id: 'no-such-person' }),
  },
  'GET /api/people/:id/report.pdf': {
    access: 'subscriber',
    fields: [],
    params: () => ({ id: 'me' }),
  },
  'GET /api/people/:id/reading': {
    access: 'signedIn',
    fields: [],
    params: () => ({ id: 'me' }),
  },
  'GET /api/household': { access: 'subscriber', fields: [] },
  'PATCH /api/household': {
    access: 'subscriber',
    fields: ['kinds', 'xiaonian', 'tai_sui', 'members'],
    caller: 'victim',
    base: () => ({ kinds: ['birthdays', 'festivals'], xiaonian: 'north', tai_sui: [] }),
  },
  'GET /download/ical/household/:icalId': {
    access: 'feedLink',
    fields: [],
    params: (p) => ({ icalId: p.userA.icalId }),
  },
  'GET /api/homes': { access: 'subscriber', fields: [] },
  'PUT /api/homes/:subject': {
    access: 'subscriber',
    fields: ['period', 'facing'],
    caller: 'victim',
    base: () => ({ period: 9, facing: '180' }),
    params: () => ({ subject: 'me' }),
  },
  'DELETE /api/homes/:subject': {
    access: 'subscriber',
    fields: [],
    params: () => ({ subject: 'no-such-person' }),
  },
  // revoke_keys is not swept: a value taken as yes would end the shared caller's sessions
  // (credentials.test.ts tries a bad one).
  'POST /api/user/signout': { access: 'signedIn', fields: [], destructive: true },
  'PATCH /api/user/password': {
    access: 'signedIn',
    fields: ['oldpassword', 'newpassword', 'revoke_keys'],
    caller: 'victim',
    base: () => ({ oldpassword: 'Wrong123', newpassword: 'Another123' }),
  },
  'GET /api/user': { access: 'signedIn', fields: [] },
  'PATCH /api/user': {
    access: 'signedIn',
    fields: [
      'id',
      'name',
      'email',
      'gender',
      'birth_date',
      'birth_time',
      'enable_support',
      'onboarded',
      'last_active',
      'permission',
      ...BIRTH_SETTINGS,
    ],
    caller: 'victim',
    base: (p) => profile('Victim', p.victim.email),
  },
  'POST /api/user': {
    access: 'public',
    fields: ['name', 'email', 'password', 'confirm_password', 'inviteId'],
    base: () => ({
      name: 'Invitee',
      email: uniqueEmail('invitee'),
      password: PASSWORD,
      inviteId: 'x'.repeat(43),
    }),
  },
  'DELETE /api/user': {
    access: 'admin',
    fields: ['id'],
    caller: 'adminA',
    base: () => ({ id: 'no-such-user' }),
  },
  'PATCH /api/account': {
    access: 'owner',
    fields: ['name', 'email', 'gender', 'birth_date', 'birth_time', ...BIRTH_SETTINGS],
    caller: 'victimOwner',
    base: (p) => profile('Victim Owner', p.victimOwner.email),
  },
  'DELETE /api/account': { access: 'owner', fields: [], destructive: true },
  'GET /api/account/users': { access: 'admin', fields: [] },
  'POST /api/invite': {
    access: 'admin',
    fields: ['email'],
    caller: 'victimOwner',
    base: () => ({ email: uniqueEmail('invited') }),
  },
  'GET /api/user/permissions': { access: 'signedIn', fields: [] },

  // ---------- the account's API keys (keys/routes.ts): an owner or admin, on Pro ----------
  'GET /api/account/keys': { access: 'admin', fields: [] },
  'POST /api/account/keys': {
    access: 'admin',
    fields: ['name'],
    base: () => ({ name: 'Injected key' }),
  },
  'DELETE /api/account/keys/:id': {
    access: 'admin',
    fields: [],
    params: () => ({ id: 'no-such-key' }),
  },

  // ---------- billing (routes/billing.ts) ----------
  'GET /api/billing/config': { access: 'public', fields: [] },
  'GET /api/account/plans': { access: 'signedIn', fields: [] },
  'GET /api/account/subscription': { access: 'signedIn', fields: [] },
  'PATCH /api/account/plan': {
    access: 'owner',
    fields: ['plan', 'token', 'payment_intent'],
    caller: 'victimOwner',
    base: () => ({ plan: 'pro' }),
  },
  'POST /api/account/upgrade': {
    access: 'owner',
    fields: ['plan', 'token', 'payment_intent'],
    caller: 'victimOwner',
    base: () => ({ plan: 'pro' }),
  },
  'PATCH /api/account/card': {
    access: 'owner',
    fields: ['token', 'payment_intent'],
    caller: 'victimOwner',
    base: () => ({ token: 'pm_card_visa' }),
  },
  'POST /api/billing/webhook': { access: 'signature', fields: ['id', 'type', 'data'] },

  // ---------- mission control and around it (routes/operator.ts) ----------
  'GET /api/referral/breakdown': { access: 'signedIn', fields: [], gated: [403] },
  'POST /api/feedback': {
    access: 'signedIn',
    fields: ['rating', 'comment'],
    base: () => ({ rating: 'smile', comment: 'Fine' }),
  },
  'GET /api/feedback': { access: 'master', fields: [] },
  'GET /api/feedback/metrics': { access: 'master', fields: [] },
  'DELETE /api/feedback/:id': {
    access: 'master',
    fields: [],
    params: () => ({ id: 'no-such-feedback' }),
  },
  'GET /api/metrics/accounts': { access: 'master', fields: [] },
  'GET /api/metrics/accounts/growth': { access: 'master', fields: [] },
  'GET /api/master/accounts': { access: 'master', fields: [] },
  'GET /api/master/users': { access: 'master', fields: [] },
  'PATCH /api/master/account': {
    access: 'master',
    fields: ['id', 'email', 'plan', 'active'],
    base: (p) => ({
      id: p.victimOwner.accountId,
      email: p.victimOwner.email,
      plan: 'pro',
      active: 1,
    }),
  },
  'DELETE /api/master/account': {
    access: 'master',
    fields: ['id'],
    base: () => ({ id: 'no-such-account' }),
  },
  'PATCH /api/master/user': {
    access: 'master',
    fields: ['id', 'account_id', 'name', 'email', 'permission'],
    base: (p) => ({
      id: p.victim.id,
      account_id: p.victim.accountId,
      name: 'Victim',
      email: p.victim.email,
      permission: 'user',
    }),
  },
  'DELETE /api/master/user': {
    access: 'master',
    fields: ['id', 'account'],
    base: () => ({ id: 'no-such-user', account: 'no-such-account' }),
  },
  'POST /api/master/user/impersonate': {
    access: 'master',
    fields: ['id'],
    base: () => ({ id: 'no-such-user' }),
  },
  'POST /api/utility/mail': {
    access: 'public',
    fields: ['name', 'email', 'message', 'template'],
    base: () => ({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' }),
  },
  'GET /api/demo/progress': { access: 'signedIn', fields: [] },

  // ---------- videos and analytics (videos/routes.ts, analytics/routes.ts) ----------
  'GET /api/videos': { access: 'public', fields: [] },
  // The home page's sample day (issue 42): one fixed date, no input, computed once a process.
  'GET /api/tongshu/sample': { access: 'public', fields: [] },
  'GET /api/places': { access: 'signedIn', fields: [] },
  'PATCH /api/master/videos': {
    access: 'master',
    fields: ['intro', 'ios', 'pro-ical'],
    base: () => ({ intro: 'https://www.youtube-nocookie.com/embed/tongshu' }),
  },
  'POST /api/analytics/pageview': {
    access: 'public',
    fields: ['route'],
    base: () => ({ route: '/pricing' }),
  },
  'GET /api/master/analytics': { access: 'master', fields: [] },
  'GET /api/master/analytics/property': { access: 'master', fields: [] },
  'PATCH /api/master/analytics/property': {
    access: 'master',
    fields: ['endpoint', 'domain'],
    base: () => ({ endpoint: '', domain: '' }),
  },

  // ---------- health (routes/health.ts) ----------
  'GET /api/health': { access: 'public', fields: [] },
};

/**
 * The public API (issue 36, bff/src/publicApi): every route under /api/v1/ and /mcp takes an API
 * key and nothing else, but the OpenAPI document, which anyone may read. They are classified by
 * where they live, so each v1 endpoint the contract adds is swept (apiKeys.test.ts) without an
 * entry above; API_KEY_REQUESTS must still name a request for it.
 */
export const PUBLIC_API_DOCUMENT = 'GET /api/v1/openapi.json';

/** A route's access: its entry in ROUTES, or where it lives for the public API. */
export function accessOf(route: string): Access | undefined {
  const spec = ROUTES[route];
  if (spec) return spec.access;
  if (route === PUBLIC_API_DOCUMENT) return 'public';
  const pattern = route.slice(route.indexOf(' ') + 1);
  return pattern.startsWith('/api/v1/') || pattern === '/mcp' ? 'apiKey' : undefined;
}

/** A request to the public API: its method and a path that answers 200 with a good key. */
export interface ApiKeyRequest {
  readonly method: string;
  readonly path: string;
  /** The route it reaches (`METHOD /pattern`), to find a mounted route with no request here. */
  readonly route: RegExp;
}

const v1 = (path: string, route: RegExp): ApiKeyRequest => ({ method: 'GET', path, route });

/** One request for each endpoint of v1 (docs/api.md) and the MCP endpoint's methods. */
export const API_KEY_REQUESTS: readonly ApiKeyRequest[] = [
  v1('/api/v1/almanac/2026-11-22?zone=Europe/Berlin', /^GET \/api\/v1\/almanac\//),
  // The date asked as a query: told where it goes (400), after the key.
  v1('/api/v1/almanac?date=2026-11-22', /^GET \/api\/v1\/almanac$/),
  v1('/api/v1/almanac/month/2026-11?activity=Marriage', /^GET \/api\/v1\/almanac\/month\/:\w+$/),
  ...['hour', 'day', 'month', 'year'].map((kind) =>
    v1(
      `/api/v1/qimen/${kind}?date=2026-11-22&time=13:00&zone=Asia/Shanghai`,
      new RegExp(`^GET /api/v1/qimen/(${kind}|:\\w+)$`),
    ),
  ),
  v1('/api/v1/stars/2026-11-28?time=09:30&zone=Europe/Berlin', /^GET \/api\/v1\/stars\//),
  v1('/api/v1/stars?date=2026-11-28', /^GET \/api\/v1\/stars$/),
  v1('/api/v1/house?period=9&facing=180&date=2026-11-28', /^GET \/api\/v1\/house$/),
  v1('/api/v1/household?from=2026-11-01&to=2027-10-31', /^GET \/api\/v1\/household$/),
  v1(
    '/api/v1/bazi?date=1990-05-15&time=14:30&zone=Asia/Shanghai&gender=male',
    /^GET \/api\/v1\/bazi$/,
  ),
  v1(
    '/api/v1/3vv?date=1990-05-15&time=14:30&zone=Asia/Shanghai&gender=male&year=2026',
    /^GET \/api\/v1\/3vv$/,
  ),
  v1('/api/v1/select?activity=Marriage&from=2027-01-01&to=2027-01-31', /^GET \/api\/v1\/select$/),
  v1('/api/v1/select/kept', /^GET \/api\/v1\/select\/kept$/),
  v1('/api/v1/people', /^GET \/api\/v1\/people$/),
  v1('/api/v1/people/no-such-person', /^GET \/api\/v1\/people\/:\w+$/),
  v1('/api/v1/schools', /^GET \/api\/v1\/schools$/),
  ...['bazi', 'day', 'qimen'].map((kind) =>
    v1(
      `/api/v1/schools/${kind}?kind=hour&date=1990-05-15&time=14:30&zone=Asia/Shanghai&gender=male`,
      new RegExp(`^GET /api/v1/schools/(${kind}|:\\w+)$`),
    ),
  ),
  ...['POST', 'GET', 'DELETE'].map((method) => ({
    method,
    path: '/mcp',
    route: new RegExp(`^${method} /mcp$`),
  })),
];

/** `METHOD /pattern` of every route the app serves, from the routers createApp mounts. */
export async function mountedRoutes(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-routes-'));
  const config = loadConfig({ TONGSHU_DATA_DIR: dataDir, JWT_SECRET: 'routes', PORT: '0' });
  const db = openDatabase(config);
  try {
    const app = createApp(config, db);
    // A router's middleware names it (`router`); the app's one dispatch by path names them all.
    const routers = app.middleware.flatMap((middleware) => {
      const { router, routers: all } = middleware as { router?: Router; routers?: Router[] };
      return all ?? (router ? [router] : []);
    });
    const routes = routers.flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((method) => method !== 'HEAD').map((m) => `${m} ${layer.path}`),
      ),
    );
    return [...new Set(routes)];
  } finally {
    await db.knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function methodOf(route: string): string {
  return route.slice(0, route.indexOf(' '));
}

/** The route's path with its parameters filled in (URL-encoded). */
export function pathOf(route: string, people: People, values?: Record<string, string>): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  const given = { ...ROUTES[route]?.params?.(people), ...values };
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(given[name] ?? 'x'));
}

/** The lowest permission that may call a route of this access (master for mission control). */
export const REQUIRED: Readonly<Partial<Record<Access, string>>> = {
  signedIn: 'user',
  subscriber: 'user',
  admin: 'admin',
  owner: 'owner',
  master: 'master',
};

export const RANK = ['user', 'admin', 'owner', 'master'];
