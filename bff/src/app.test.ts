import fs from 'node:fs';
import { plans } from '@tongshu/data';
import { loadConfig } from './platform/config';
import { seedPlans } from './billing';
import { sqliteFile } from './platform/db';
import { startTestServer, type TestServer } from '@tongshu/test-support/server';

// The same suite runs on PostgreSQL when DATABASE_URL is set (the second pass of .ci/run).
describe(`bff on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'an embedded SQLite database'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports a reachable database (an SQLite file under the data folder by default)', async () => {
    const health = await server.call('GET', '/api/health');
    expect(health).toEqual({
      status: 200,
      body: {
        data: {
          status: 'ok',
          database: server.db.kind,
          databaseReachable: true,
          redis: 'off',
          limits: 'process',
          caches: 'process',
        },
      },
    });
    expect(server.db.kind).toBe(server.config.databaseUrl ? 'postgresql' : 'sqlite');
    expect(fs.existsSync(sqliteFile(server.config))).toBe(server.db.kind === 'sqlite');
  });

  it('has applied the migrations', async () => {
    for (const table of [
      'plans',
      'accounts',
      'users',
      'tokens',
      'feedback',
      'referrals',
      'subscriptions',
    ]) {
      expect(await server.db.knex.schema.hasTable(table)).toBe(true);
    }
  });

  it('seeds the plan catalogue, idempotently', async () => {
    await seedPlans(server.db);
    await seedPlans(server.db);
    const rows = await server.db
      .knex('plans')
      .select('id', 'tag', 'price', 'hidden', 'tier')
      .orderBy('tier');
    expect(rows.map((r) => r.id).sort()).toEqual(plans.map((p) => p.id).sort());
    const t365 = rows.find((r) => r.id === 't365');
    expect([t365?.tag, t365?.price, Boolean(t365?.hidden), t365?.tier]).toEqual([
      't365',
      0,
      true,
      3,
    ]);
  });

  it('serves the web page at the root', async () => {
    const page = await server.request.get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Tongshu');
  });

  it('answers an unknown API path with a 404 message, not an HTML page', async () => {
    expect(await server.call('GET', '/api/no-such-thing')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
  });
});

describe('configuration', () => {
  it('defaults to port 3000 and refuses a bad PORT', () => {
    expect(loadConfig({}).port).toBe(3000);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be an integer');
  });
});
