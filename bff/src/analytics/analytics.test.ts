/**
 * First-party page views: counted per day, route and signed in or not, for anyone; reported to the
 * operator; sent on to an external property only when one is configured (a local collector here).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { masterAndOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { MAX_ROUTES_PER_DAY, recordPageView } from './pageViews';

describe(`page views on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  let master: string;
  let owner: string;
  let collector: Server;
  let collected: Record<string, unknown>[];
  let collectorUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ master, owner } = await masterAndOwner(server));
    collected = [];
    collector = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        collected.push({ ...JSON.parse(text), forwardedFor: req.headers['x-forwarded-for'] });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/api/event`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => collector.close(resolve));
  });

  const view = (route: unknown, token?: string) =>
    server.call('POST', '/api/analytics/pageview', { route }, token);
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts views per route and signed in or not, and nothing about the person', async () => {
    expect((await view('/pricing')).status).toBe(204);
    await view('/pricing');
    await view('/tongshu/:date', owner);
    await view('/pricing', 'not-a-token');
    const rows = await server.db.knex('page_views').where({ day: today() }).orderBy('route');
    expect(
      rows.map((r: Record<string, unknown>) => [
        r.route,
        Boolean(Number(r.signed_in)),
        Number(r.count),
      ]),
    ).toEqual([
      ['/pricing', false, 3],
      ['/tongshu/:date', true, 1],
    ]);
    expect(Object.keys(rows[0] as object).sort()).toEqual(['count', 'day', 'route', 'signed_in']);
  });

  it.each([
    ['no route', undefined],
    ['a full URL', 'https://x.example/'],
    ['a long path', `/${'a'.repeat(80)}`],
    ['a number', 7],
  ])('refuses %s with a 400 naming the route', async (_, route) => {
    expect(await view(route)).toEqual({
      status: 400,
      body: { message: 'Please send a route', inputError: 'route' },
    });
  });

  it("counts junk routes beyond the day's cap together, so the table cannot be flooded", async () => {
    const day = '2001-01-01';
    await server.db.knex('page_views').insert(
      Array.from({ length: MAX_ROUTES_PER_DAY }, (_, i) => ({
        day,
        route: `/r${i}`,
        signed_in: false,
        count: 1,
      })),
    );
    await recordPageView(server.db.knex, { day, route: '/one-too-many', signedIn: false });
    const other = await server.db.knex('page_views').where({ day, route: '/other' }).first();
    expect(Number(other?.count)).toBe(1);
  });

  it("reports the window's days (zeros included) and routes to the operator only", async () => {
    const report = await server.call('GET', '/api/master/analytics?days=7', undefined, master);
    expect(report.status).toBe(200);
    expect(report.body.data.days).toHaveLength(7);
    expect(report.body.data.days[6]).toEqual({ day: today(), signed_in: 1, signed_out: 3 });
    expect(report.body.data.routes[0]).toEqual({ route: '/pricing', count: 3 });
    expect(
      (await server.call('GET', '/api/master/analytics?days=0', undefined, master)).body,
    ).toEqual({ message: 'Please enter a number between 1 and 366', inputError: 'days' });
    expect((await server.call('GET', '/api/master/analytics', undefined, owner)).status).toBe(403);
  });

  it('sends views on to the configured property, without the visitor address, and stops when cleared', async () => {
    const set = (body: Record<string, unknown>) =>
      server.call('PATCH', '/api/master/analytics/property', body, master);
    expect((await set({ endpoint: collectorUrl, domain: '' })).body.inputError).toBe('domain');
    expect((await set({ endpoint: 'ftp://x', domain: 'a.example' })).body.inputError).toBe(
      'endpoint',
    );
    expect((await set({ endpoint: collectorUrl, domain: 'Tongshu.Example.com' })).status).toBe(200);
    await set({ endpoint: collectorUrl, domain: 'tongshu.example.com' });
    await view('/dashboard', owner);
    for (let waited = 0; collected.length === 0 && waited < 3000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(collected).toEqual([
      {
        name: 'pageview',
        url: expect.stringMatching(/\/dashboard$/),
        domain: 'tongshu.example.com',
        forwardedFor: undefined,
      },
    ]);
    expect((await set({ endpoint: '', domain: '' })).status).toBe(200);
    await view('/dashboard', owner);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collected).toHaveLength(1);
  });
});
