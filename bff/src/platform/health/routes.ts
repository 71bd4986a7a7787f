import Router from '@koa/router';
import type { Database } from '../db';
import type { RedisLink } from '../redis/redisLink';
import { checkHealth } from './healthService';

export function healthRoutes(db: Database, redis: RedisLink | undefined): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const health = await checkHealth(db, redis);
    ctx.status = health.status === 'ok' ? 200 : 503;
    ctx.body = { data: health };
  });
  return router;
}
