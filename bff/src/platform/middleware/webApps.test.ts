import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import supertest from 'supertest';
import { webApps } from './webApps';

const GZIPPED = gzipSync('console.log(1)');

describe('webApps: the built web apps on the API port', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-web-'));
  const appRoot = path.join(root, 'app');
  const adminRoot = path.join(root, 'admin');
  fs.mkdirSync(appRoot);
  fs.mkdirSync(adminRoot);
  fs.writeFileSync(path.join(appRoot, 'index.html'), '<title>Tongshu</title>');
  fs.writeFileSync(path.join(appRoot, 'main.0123abcd.js'), 'console.log(1)');
  // A build's gzip copy (webpack.parts.js GzipCopies).
  fs.writeFileSync(path.join(appRoot, 'main.0123abcd.js.gz'), GZIPPED);
  fs.writeFileSync(path.join(adminRoot, 'remoteEntry.js'), 'var mission_control;');
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/thing') ctx.body = { ok: true };
    else await next();
  });
  for (const middleware of webApps(appRoot, adminRoot)) app.use(middleware);
  const request = supertest(app.callback());
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('answers client routes with index.html, never cached', async () => {
    for (const page of ['/', '/tongshu/20261122', '/missioncontrol/dashboard']) {
      const response = await request.get(page).set('accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toBe('<title>Tongshu</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and serves the remote under /mc/', async () => {
    const asset = await request.get('/main.0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remote = await request.get('/mc/remoteEntry.js');
    expect(remote.status).toBe(200);
    expect(remote.text).toBe('var mission_control;');
  });

  // Issue 42: Scalar's 4.3 MB script crossed the wire whole on /developers.
  it("sends a build's gzip copy to a browser that accepts gzip, cached like the file", async () => {
    const zipped = await request.get('/main.0123abcd.js').set('accept-encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/javascript/);
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    // The copy's bytes on the wire (supertest unzips them for the test).
    expect(zipped.headers['content-length']).toBe(String(GZIPPED.length));
    expect(zipped.text).toBe('console.log(1)');
    const plain = await request.get('/main.0123abcd.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('leaves API, download and missing remote paths alone', async () => {
    expect((await request.get('/api/thing').set('accept', 'text/html')).body).toEqual({ ok: true });
    expect((await request.get('/api/other').set('accept', 'text/html')).status).toBe(404);
    expect((await request.get('/download/ical/x/y').set('accept', 'text/html')).status).toBe(404);
    expect((await request.get('/mc/missing.js')).status).toBe(404);
    expect((await request.get('/missing.js').set('accept', 'application/javascript')).status).toBe(
      404,
    );
    expect((await request.get('/../../etc/passwd').set('accept', 'text/html')).text).not.toContain(
      'root:',
    );
  });
});
