/** `createApp(config, db)`: the Koa application, without listening. */
import Koa from 'koa';
import serve from 'koa-static';
import type { Config } from './config';
import type { Database } from './db';
import { errors } from './middleware/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { jsonBody } from './middleware/jsonBody';
import { authRoutes } from './routes/auth';
import { almanacRoutes } from './routes/almanac';
import { billingRoutes } from './routes/billing';
import { calendarRoutes } from './routes/calendars';
import { stripeProvider } from './billing/stripeProvider';
import { healthRoutes } from './routes/health';
import { operatorRoutes } from './routes/operator';
import { jwtSecret } from './secrets';

/** Clients that hang up mid-response are not server faults. */
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNRESET']);

export function createApp(
  config: Config,
  db: Database,
  mailer: Mailer = createMailer(config),
): Koa {
  const app = new Koa();
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_ABORTS.has(error.code ?? '')) console.error(error);
  });
  app.use(errors());
  app.use(jsonBody());
  const secret = jwtSecret(config);
  const provider = config.stripe ? stripeProvider(config.stripe) : null;
  for (const router of [
    healthRoutes(db),
    authRoutes(db, secret, config, mailer, provider),
    billingRoutes(db, secret, provider),
    operatorRoutes(db, secret, config, mailer, provider),
    almanacRoutes(db, secret, config),
    calendarRoutes(db, secret, config),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  app.use(serve(config.webRoot));
  return app;
}
