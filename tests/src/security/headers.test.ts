/**
 * Security headers and CORS on the running bff, and path traversal on the static web apps (an
 * in-process app over temporary web roots, with a secret file beside them to reach for).
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, loadConfig, openDatabase, type Database } from '@tongshu/bff';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { rawRequest } from '../support/http';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const SITE = 'https://tongshu.example';

afterAll(() => tally.report());

describe(`security headers and CORS (${backend})`, () => {
  let store: Store;
  let https: Bff;
  let listed: Bff;

  beforeAll(async () => {
    store = await createStore();
    // Two servers on one database: the default allowlist (PUBLIC_URL's origin) and an explicit one.
    https = await startBff({ store, env: { PUBLIC_URL: SITE } });
    listed = await startBff({
      store,
      env: { CORS_ORIGINS: 'https://app.example, https://admin.example:8443' },
    });
  }, 30000);

  afterAll(async () => {
    await https?.stop();
    await listed?.stop();
    await store?.close();
  });

  const PAGES = ['/api/health', '/api/user', '/api/nothing', '/download/ical/x/y', '/', '/signin'];

  it('sends the security headers on every kind of answer, and no X-Powered-By', async () => {
    for (const bff of [https, listed]) {
      for (const page of PAGES) {
        const answer = await bff.raw({ path: page, headers: { accept: 'text/html' } });
        tally.input();
        const h = answer.headers;
        expect({ page, nosniff: h['x-content-type-options'] }).toEqual({
          page,
          nosniff: 'nosniff',
        });
        expect(h['x-frame-options']).toBe('DENY');
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(h['x-powered-by']).toBeUndefined();
        const csp = String(h['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
        expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
        expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        // HSTS only where the public address is https: a laptop on http://localhost is not pinned.
        const hsts = h['strict-transport-security'];
        if (bff === https) expect(hsts).toBe('max-age=31536000; includeSubDomains');
        else expect(hsts).toBeUndefined();
      }
    }
  });

  async function cors(bff: Bff, origin: string, preflight: boolean) {
    tally.input();
    return bff.raw({
      method: preflight ? 'OPTIONS' : 'GET',
      path: '/api/user',
      headers: {
        origin,
        ...(preflight
          ? {
              'access-control-request-method': 'PATCH',
              'access-control-request-headers': 'authorization,content-type',
            }
          : {}),
      },
    });
  }

  it('allows only PUBLIC_URL by default, or the listed origins, and answers their preflight', async () => {
    const allowed: [Bff, string][] = [
      [https, SITE],
      [listed, 'https://app.example'],
      [listed, 'https://admin.example:8443'],
    ];
    for (const [bff, origin] of allowed) {
      const preflight = await cors(bff, origin, true);
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const simple = await cors(bff, origin, false);
      expect(simple.headers['access-control-allow-origin']).toBe(origin);
      expect(String(simple.headers.vary)).toContain('Origin');
    }
  });

  it('gives other origins no CORS header at all, and refuses their preflight', async () => {
    const refused: [Bff, string][] = [
      [https, 'https://evil.example'],
      [https, 'http://tongshu.example'],
      [https, 'https://tongshu.example.evil.example'],
      [https, 'null'],
      [listed, 'http://localhost:3000'],
      [listed, 'https://app.example:444'],
      [listed, 'https://APP.example.'],
    ];
    for (const [bff, origin] of refused) {
      for (const preflight of [true, false]) {
        const answer = await cors(bff, origin, preflight);
        const corsHeaders = Object.keys(answer.headers).filter((h) =>
          h.startsWith('access-control-'),
        );
        expect({ origin, preflight, corsHeaders }).toEqual({ origin, preflight, corsHeaders: [] });
        if (preflight) expect(answer.status).toBe(403);
        tally.refused();
      }
    }
  });
});

describe('path traversal on the static web apps', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-static-'));
  const webRoot = path.join(root, 'web', 'app');
  const adminRoot = path.join(root, 'web', 'admin');
  const dataDir = path.join(root, 'data');
  const SECRET = 'THE-SECRET-BESIDE-THE-WEB-ROOT';
  let server: Server;
  let db: Database;
  let port: number;

  beforeAll(async () => {
    for (const dir of [webRoot, adminRoot, dataDir]) fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<title>Tongshu</title>');
    fs.writeFileSync(path.join(webRoot, 'main.0123abcd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(adminRoot, 'remoteEntry.js'), 'var mission_control;');
    fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
    fs.writeFileSync(path.join(root, 'web', 'secret.txt'), SECRET);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), SECRET);
    const config = { ...loadConfig({ TONGSHU_DATA_DIR: dataDir, PORT: '0' }), webRoot, adminRoot };
    db = openDatabase(config);
    server = createApp(config, db).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.knex.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never serves a file outside the web roots, however the path is spelled', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..%5csecret.txt',
      '/..\\..\\secret.txt',
      '/.%2e/.%2e/secret.txt',
      '/mc/../secret.txt',
      '/mc/../../secret.txt',
      '/mc/..%2f..%2fsecret.txt',
      '/mc/%2e%2e/%2e%2e/secret.txt',
      '/mc/..%2f..%2f..%2fdata%2fjwt-secret',
      '/../../data/jwt-secret',
      '/..%2f..%2fdata%2fjwt-secret',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/../../../../../../etc/passwd',
      '/main.0123abcd.js%00.html',
      '/mc/remoteEntry.js/..%2f..%2f..%2fsecret.txt',
      `/${'..%2f'.repeat(40)}etc%2fpasswd`,
    ];
    for (const attempt of attempts) {
      for (const accept of ['text/html', '*/*', 'application/javascript']) {
        const answer = await rawRequest(port, { path: attempt, headers: { accept } });
        tally.input();
        expect({ attempt, status: answer.status < 500 }).toEqual({ attempt, status: true });
        expect(answer.text).not.toContain(SECRET);
        expect(answer.text).not.toMatch(/root:x:0:0/);
        // Only the app's own page may come back (the client-route fallback), never a raw file.
        if (answer.status === 200) expect(answer.text).toBe('<title>Tongshu</title>');
        tally.refused();
      }
    }
    // The real files are still served, so the refusals above are about the paths.
    expect((await rawRequest(port, { path: '/mc/remoteEntry.js' })).text).toBe(
      'var mission_control;',
    );
    expect((await rawRequest(port, { path: '/main.0123abcd.js' })).text).toBe('console.log(1)');
  });
});
