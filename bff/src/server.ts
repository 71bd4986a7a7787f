/** `npm start`: opens the database, migrates it and serves the product on one port. */
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './platform/config';
import { openDatabase, sqliteFile } from './platform/db';
import { log } from './platform/log/logger';
import { createMailer } from './platform/mail/mailer';
import { startOutboxRetry } from './platform/mail/outbox';
import { connectRedis } from './platform/redis/redisLink';
import { jwtSecret } from './platform/secrets';
import { OPERATOR_EMAIL, seedOperator } from './accounts';
import { seedPlans } from './billing';
import { migrate } from './migrate';
import { stopGracefully } from './platform/startup/gracefulStop';
import { prepareDatabase } from './platform/startup/prepareDatabase';

async function main(): Promise<Server> {
  const config = loadConfig();
  const db = openDatabase(config);
  const operatorPassword = await prepareDatabase(db, config, async (opened) => {
    await migrate(opened);
    await seedPlans(opened);
    return seedOperator(opened);
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix) : undefined;
  const mailer = createMailer(config);
  const app = createApp(config, db, mailer, redis);
  const stopRetrying = startOutboxRetry(db, mailer, jwtSecret(config), config.mailRetryMs);
  const server = app.listen(config.port, () => {
    const where = db.kind === 'sqlite' ? `SQLite at ${sqliteFile(config)}` : 'PostgreSQL';
    const shared = redis ? 'Redis' : 'none (limits and caches in this process)';
    log.info(`Tongshu is running at ${config.publicUrl} (database: ${where}; shared: ${shared})`);
    if (operatorPassword) {
      log.info(
        `Operator sign-in (shown once, at ${config.publicUrl}/master): ${OPERATOR_EMAIL} / ${operatorPassword}`,
      );
    } else {
      log.info(`Operator sign-in: ${OPERATOR_EMAIL} (password printed on the first start)`);
    }
  });
  stopGracefully({
    server,
    // The key uses still in memory are written before the database closes.
    closers: [
      stopRetrying,
      () => app.context.keyUses?.flush(),
      () => redis?.close(),
      () => db.knex.destroy(),
    ],
  });
  return server;
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'start-up failed');
  log.flush();
  process.exit(1);
});
