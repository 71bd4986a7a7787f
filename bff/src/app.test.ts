import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Server } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, sqliteFile, type Database } from './db';
import { migrate } from './migrate';

// The same suite runs on PostgreSQL when DATABASE_URL is set (the second pass of .ci/run).
describe(`bff on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'an embedded SQLite database'}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-bff-'));
  const config = loadConfig({
    TONGSHU_DATA_DIR: dataDir,
    PORT: '0',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  let db: Database;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    db = openDatabase(config);
    await migrate(db);
    server = createApp(config, db).listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports a reachable database (an SQLite file under the data folder by default)', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { status: 'ok', database: db.kind, databaseReachable: true },
    });
    expect(db.kind).toBe(config.databaseUrl ? 'postgresql' : 'sqlite');
    expect(fs.existsSync(sqliteFile(config))).toBe(db.kind === 'sqlite');
  });

  it('has applied the migrations', async () => {
    expect(await db.knex.schema.hasTable('plans')).toBe(true);
  });

  it('serves the web page at the root', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Tongshu');
  });

  it('answers an unknown API path with a 404 message, not an HTML page', async () => {
    const response = await fetch(`${base}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('configuration', () => {
  it('defaults to port 3000 and refuses a bad PORT', () => {
    expect(loadConfig({}).port).toBe(3000);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be an integer');
  });
});
