/** `createApp(config, db)`: the Koa application, without listening. */
import { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import type { Config } from './config';
import type { Database } from './db';
import { errors } from './middleware/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { requestBody } from './http/requestBody';
import { rejectNulPath } from './middleware/nulPath';
import { webApps } from './middleware/webApps';
import { answerReplay, type SendKept } from './middleware/answerReplay';
import { cors } from './middleware/cors';
import { securityHeaders } from './middleware/securityHeaders';
import { noStore } from './middleware/noStore';
import { withOutbox } from './mail/outbox';
import { authRoutes } from './routes/auth';
import { almanacRoutes } from './routes/almanac';
import { billingRoutes } from './routes/billing';
import { calendarRoutes } from './routes/calendars';
import { stripeProvider } from './billing/stripeProvider';
import { healthRoutes } from './routes/health';
import { analyticsRoutes } from './analytics/routes';
import { videoRoutes } from './videos/routes';
import { placeRoutes } from './places/routes';
import { selectRoutes } from './select/routes';
import { peopleRoutes } from './people/routes';
import { operatorRoutes } from './routes/operator';
import { jwtSecret } from './secrets';
import { invalidateOnWrite, SessionCache } from './services/sessionCache';
import { log } from './log/logger';
import { requestId } from './log/requestId';
import { memoryStore, redisStore } from './limits/limiterStore';
import { redisInvalidationBus } from './redis/invalidationBus';
import type { RedisLink } from './redis/redisLink';

/** Koa with kept answers sent in front of it, so that a replay never makes a Koa context. */
class TongshuApp extends Koa {
  constructor(private readonly sendKept: SendKept) {
    super();
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    return async (req, res) => {
      // Kept answers are HTTP/1.1 ones (Koa would also take an HTTP/2 server's requests).
      const http1 = req instanceof IncomingMessage && res instanceof ServerResponse;
      let sent = false;
      try {
        sent = http1 && this.sendKept(req, res);
      } catch (error) {
        // Outside Koa nothing else would catch it: the app answers instead, and it is logged.
        this.emit('error', error);
      }
      if (!sent) await handle(req, res);
    };
  }
}

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
  if (redis) sessions.share(redisInvalidationBus(redis, () => sessions.invalidate()));
  const replay = answerReplay({
    prefix: '/download/ical/',
    sessions,
    maxAgeMs: config.sessionCacheMs,
  });
  const app = new TongshuApp(replay.send);
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_ABORTS.has(error.code ?? '')) log.error({ err: error }, 'request failed');
  });
  // Behind a load balancer the client's address is the one it appended to X-Forwarded-For.
  app.proxy = config.trustProxy;
  app.maxIpsCount = 1;
  app.context.sessions = sessions;
  app.context.limits = redis ? redisStore(redis) : memoryStore;
  // Outermost, so that a kept feed answer carries every header the chain below gives it.
  app.use(replay.keep);
  app.use(requestId());
  app.use(securityHeaders(config.publicUrl));
  app.use(noStore());
  app.use(cors(config.corsOrigins));
  app.use(errors());
  app.use(invalidateOnWrite(sessions));
  app.use(requestBody());
  app.use(rejectNulPath());
  const secret = jwtSecret(config);
  // Mail that cannot go out now is kept and retried (server.ts runs the loop).
  mailer = withOutbox(mailer, db, secret, config.mailRetryMs);
  const provider = config.stripe ? stripeProvider(config.stripe) : null;
  // The busiest routes first: each router matches every request that reaches it.
  const almanac = almanacRoutes(db, secret, config);
  app.use(almanac.routes()).use(almanac.allowedMethods());
  const select = selectRoutes(db, secret, config);
  app.use(select.routes()).use(select.allowedMethods());
  for (const router of [
    calendarRoutes(db, secret, config),
    authRoutes(db, secret, config, mailer, provider),
    billingRoutes(db, secret, provider),
    operatorRoutes(db, secret, config, mailer, provider),
    videoRoutes(db, secret),
    placeRoutes(db, secret),
    peopleRoutes(db, secret),
    analyticsRoutes(db, secret, config.publicUrl),
    healthRoutes(db, redis),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  for (const middleware of webApps(config.webRoot, config.adminRoot)) app.use(middleware);
  return app;
}
