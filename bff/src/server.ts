/** `npm start`: opens the database, migrates it and serves the product on one port. */
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, sqliteFile } from './db';
import { migrate } from './migrate';
import { createMailer } from './mail/mailer';
import { startOutboxRetry } from './mail/outbox';
import { jwtSecret } from './secrets';
import { seedPlans } from './services/planSeed';
import { OPERATOR_EMAIL, seedOperator } from './services/seed';

async function main(): Promise<Server> {
  const config = loadConfig();
  const db = openDatabase(config);
  await migrate(db);
  await seedPlans(db);
  const operatorPassword = await seedOperator(db);
  const mailer = createMailer(config);
  const app = createApp(config, db, mailer);
  startOutboxRetry(db, mailer, jwtSecret(config), config.mailRetryMs);
  return app.listen(config.port, () => {
    const where = db.kind === 'sqlite' ? `SQLite at ${sqliteFile(config)}` : 'PostgreSQL';
    console.log(`Tongshu is running at ${config.publicUrl} (database: ${where})`);
    if (operatorPassword) {
      console.log(
        `Operator sign-in (shown once, at ${config.publicUrl}/master): ${OPERATOR_EMAIL} / ${operatorPassword}`,
      );
    } else {
      console.log(`Operator sign-in: ${OPERATOR_EMAIL} (password printed on the first start)`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
