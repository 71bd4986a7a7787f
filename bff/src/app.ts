/** `createApp(config, db)`: the Koa application, without listening. */
import { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { errors } from './platform/middleware/errors';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { requestBody } from './platform/http/requestBody';
import { routersByPath, type AnyRouter } from './platform/http/routersByPath';
import { rejectNulPath } from './platform/middleware/nulPath';
import { webApps } from './platform/middleware/webApps';
import { API_PREFIX } from '@tongshu/contract';
import { calendarRoutes, createFeedCache, feedDoor } from './calendars';
import { answerReplay, type SendKept } from './platform/http/answerReplay';
import { cors } from './platform/middleware/cors';
import { securityHeaders } from './platform/middleware/securityHeaders';
import { noStore } from './platform/middleware/noStore';
import { withOutbox } from './platform/mail/outbox';
import { authRoutes, invalidateOnWrite, SessionCache } from './auth';
import { almanacRoutes } from './almanac';
import { billingRoutes, stripeProvider } from './billing';
import { healthRoutes } from './platform/health/routes';
import { analyticsRoutes } from './analytics';
import { videoRoutes } from './videos';
import { placeRoutes } from './places';
import { schoolOptionRoutes } from './schools';
import { selectRoutes } from './select';
import { peopleRoutes } from './people';
import { homeRoutes } from './homes';
import { householdRoutes } from './household';
import { reportRoutes } from './reports';
import { readingRoutes } from './reading';
import { schoolsRoutes } from './schools';
import { operatorRoutes } from './operator';
import { accountRoutes, userView } from './accounts';
import { keyRoutes, requireApiKey, revokeKeysOf, UseLedger, type KeyLookup } from './keys';
import { mcpRoutes, publicApiRoutes } from './publicApi';
import { jwtSecret } from './platform/secrets';
import { requestLog } from './platform/log/logger';
import { requestId } from './platform/log/requestId';
import { memoryStore, redisStore } from './platform/limits/limiterStore';
import { redisInvalidationBus } from './platform/redis/invalidationBus';
import type { RedisLink } from './platform/redis/redisLink';

/**
 * Koa with doors in front of it, tried in turn: kept answers, so that a replay never makes a Koa
 * context, and the feeds, the app's busiest door (`calendars/feedDoor.ts`).
 */
class TongshuApp extends Koa {
  constructor(private readonly doors: readonly SendKept[]) {
    super();
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    return async (req, res) => {
      let sent = false;
      try {
        // The doors answer HTTP/1.1 requests (Koa would also take an HTTP/2 server's).
        const http1 = req instanceof IncomingMessage && res instanceof ServerResponse;
        for (let i = 0; http1 && !sent && i < this.doors.length; i += 1) {
          const answered = this.doors[i]?.(req, res) ?? false;
          // A promise only for a replay counted first (an API key's call) or a feed looked up.
          sent = answered === true || (answered !== false && (await answered));
        }
      } catch (error) {
        // Outside Koa nothing else would catch it: the app answers instead, and it is logged.
        this.emit('error', error);
      }
      if (!sent) await handle(req, res);
    };
  }
}

/**
 * Answers kept for their caller: a user's or a key's day asked again within the second. Many
 * callers, so many small answers (an almanac day is about 6 KB gzipped, 20 KB plain); a year's
 * selection (up to 500 KB) is not worth keeping for a second.
 */
const BY_CALLER = { byCredential: true, maxAnswers: 1024, maxAnswerBytes: 64 * 1024 } as const;

/** Clients that hang up mid-response are not server faults. */
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNRESET']);

/**
 * With `redis` (REDIS_URL), rate limits are counted and caches invalidated together with every
 * other process on the same Redis; without it, each in this process alone.
 */
export function createApp(
  config: Config,
  db: Database,
  mailer: Mailer = createMailer(config),
  redis?: RedisLink,
): Koa {
  const sessions = new SessionCache(config.sessionCacheMs);
  const keyLookups = new SessionCache<KeyLookup>(config.sessionCacheMs);
  if (redis) {
    const bus = redisInvalidationBus(redis, () => {
      sessions.invalidate();
      keyLookups.invalidate();
    });
    sessions.share(bus);
    keyLookups.share(bus);
  }
  // The feeds by their link; the almanac's day and the public API's answers by their caller.
  const replay = answerReplay({
    doors: [
      { prefix: '/download/ical/' },
      { prefix: '/api/tongshu/get/', ...BY_CALLER },
      { prefix: `${API_PREFIX}/`, ...BY_CALLER },
    ],
    sessions,
    maxAgeMs: config.sessionCacheMs,
  });
  const feeds = createFeedCache();
  const app = new TongshuApp([
    replay.send,
    feedDoor({ db, config, cache: feeds, sessions, serve: replay.serve }),
  ]);
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (!CLIENT_ABORTS.has(error.code ?? ''))
      requestLog(ctx).error({ err: error }, 'request failed');
  });
  // Behind a load balancer the client's address is the one it appended to X-Forwarded-For.
  app.proxy = config.trustProxy;
  app.maxIpsCount = 1;
  app.context.sessions = sessions;
  app.context.keyLookups = keyLookups;
  app.context.limits = redis ? redisStore(redis) : memoryStore;
  // Outermost, so that a kept feed answer carries every header the chain below gives it.
  app.use(replay.keep);
  app.use(requestId());
  app.use(securityHeaders(config.publicUrl));
  app.use(noStore());
  app.use(cors(config.corsOrigins));
  app.use(errors());
  app.use(invalidateOnWrite(sessions, keyLookups));
  app.use(requestBody());
  app.use(rejectNulPath());
  const secret = jwtSecret(config);
  // Mail that cannot go out now is kept and retried (server.ts runs the loop).
  mailer = withOutbox(mailer, db, secret, config.mailRetryMs);
  const provider = config.stripe ? stripeProvider(config.stripe) : null;
  // The busiest routes first, as each was mounted in turn before (one dispatch by path now).
  const routers: AnyRouter[] = [
    almanacRoutes(db, secret, config),
    selectRoutes(db, secret, config),
  ];
  // Its routes read the access state, as the two above, so it is mounted beside them.
  routers.push(
    schoolsRoutes(db, secret, config),
    homeRoutes(db, secret, config),
    householdRoutes(db, secret, config),
    reportRoutes(db, secret, config),
    readingRoutes(db, secret, config),
  );
  // The account's API keys read the access state too (a Pro gate).
  // One ledger of key uses per app: both the keys' list and the public API's door use it.
  const keyUses = new UseLedger(db);
  app.context.keyUses = keyUses;
  routers.push(keyRoutes(db, secret, config, keyUses));
  // One door for /api/v1 and /mcp: a key's calls through either count against its one limit.
  const requireKey = requireApiKey(db, config, keyUses);
  routers.push(
    publicApiRoutes(db, config, requireKey),
    mcpRoutes(db, requireKey, config.computeLimits.mcpBatch),
    calendarRoutes(db, secret, config, feeds),
    authRoutes(db, secret, config, mailer, { userView, revokeKeys: revokeKeysOf }),
    accountRoutes(db, secret, config, mailer, provider),
    billingRoutes(db, secret, provider),
    operatorRoutes(db, secret, config, mailer, provider),
    videoRoutes(db, secret),
    placeRoutes(db, secret),
    schoolOptionRoutes(db, secret),
    peopleRoutes(db, secret),
    analyticsRoutes(db, secret, config.publicUrl),
    healthRoutes(db, redis),
  );
  app.use(routersByPath(routers));
  for (const middleware of webApps(config.webRoot, config.adminRoot)) app.use(middleware);
  return app;
}
