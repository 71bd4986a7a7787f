/** `createApp(config, db)`: the Koa application, without listening. */
import Koa from 'koa';
import serve from 'koa-static';
import type { Config } from './config';
import type { Database } from './db';
import { errors } from './middleware/errors';
import { healthRoutes } from './routes/health';

/** Clients that hang up mid-response are not server faults. */
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNRESET']);

export function createApp(config: Config, db: Database): Koa {
  const app = new Koa();
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_ABORTS.has(error.code ?? '')) console.error(error);
  });
  app.use(errors());
  const health = healthRoutes(db);
  app.use(health.routes()).use(health.allowedMethods());
  app.use(serve(config.webRoot));
  return app;
}
