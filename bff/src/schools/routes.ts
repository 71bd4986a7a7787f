/**
 * GET /api/schools/{bazi|day|qimen} (issue 35): where schools differ, with the inputs of the
 * matching chart and its plan gate. Bazi is the user's own record or one of their people's (any
 * other id is 404, as on the people routes); the day and the Qi Men chart need an open
 * subscription, and Qi Men the internal team, as their pages do.
 */
import Router from '@koa/router';
import type { QimenKind } from '@tongshu/engine';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import { requireSubscription, type AccessState } from '../billing';
import { ownPerson } from '../people';
import { dateParam, qimenSwitches } from '../almanac';
import { badInput } from '../platform/errors';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { baziSchools, daySchools, qimenSchools } from './schoolsService';

const KINDS: readonly QimenKind[] = ['hour', 'day', 'month', 'year'];
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function kindParam(value: unknown): QimenKind {
  const kind = KINDS.find((k) => k === value);
  if (!kind) throw badInput('Please choose an hour, day, month or year chart', 'kind');
  return kind;
}

/** `HH:mm`: required for an hour chart; other charts are drawn at noon, as their pages are. */
function timeParam(value: unknown, kind: QimenKind): { hour: number; minute: number } {
  if (kind !== 'hour' && value === undefined) return { hour: 12, minute: 0 };
  const match = TIME.exec(text(value));
  if (!match) throw badInput('Please give a time as HH:mm', 'time');
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function schoolsRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  // Every comparison computes several charts: counted per user (issue 42).
  const signedIn = [
    authenticate(db, secret),
    perUserLimit(LIMITS.schools, config.computeLimits.charts),
  ] as const;
  const open = [...signedIn, requireSubscription(config.proAccountId)];

  router.get('/api/schools/bazi', ...signedIn, async (ctx) => {
    const { person } = ctx.query;
    const subject =
      person === undefined ? ctx.state.user : await ownPerson(db, ctx.state.user, person);
    ctx.body = { data: await baziSchools(subject) };
  });

  router.get('/api/schools/day', ...open, async (ctx) => {
    ctx.body = { data: await daySchools(ctx.state.user, dateParam(text(ctx.query.date))) };
  });

  router.get('/api/schools/qimen', ...open, async (ctx) => {
    const kind = kindParam(ctx.query.kind);
    const date = dateParam(text(ctx.query.date));
    const at = { ...date, ...timeParam(ctx.query.time, kind) };
    const switches = qimenSwitches(ctx.query);
    ctx.body = { data: await qimenSchools(ctx.state.user, kind, at, switches) };
  });

  return router;
}
