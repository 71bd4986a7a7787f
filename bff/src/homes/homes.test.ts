/**
 * Homes on the running bff: the user's and a person's saved with period and facing, answered
 * with the engine's natal chart (checked against destiny-core, tianji and Ken Lai's published
 * charts in engine/src/stars) and the year's and month's stars of the date on the user's clock;
 * checked field by field; Pro only; a teammate's person's home is 404 and stays theirs.
 */
import { houseChart, starCharts } from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import type { HomeRecord } from '../api';

const CLIENT = { name: 'Client', gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

const stars = (home: HomeRecord, side: 'mountain' | 'water' | 'year') =>
  home.chart?.palaces.map((palace) => palace[side]?.number);

describe(`homes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it("saves my home and a person's, and answers their charts with the date's overlay", async () => {
    const owner = await signedUpOwner(server, 'pro');
    await server.call('PATCH', '/api/user', { time_zone: 'Europe/Berlin' }, owner.token);
    const person = (await server.call('POST', '/api/people', CLIENT, owner.token)).body.data;
    const empty = await server.call('GET', '/api/homes?date=2026-11-28', undefined, owner.token);
    expect(empty.body.data.homes).toEqual([
      { subject: 'me', name: 'My home', home: null, chart: null },
      { subject: person.id, name: 'Client', home: null, chart: null },
    ]);
    const mine = await server.call(
      'PUT',
      '/api/homes/me',
      { period: 8, facing: '180' },
      owner.token,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.chart.formations).toContainEqual({
      zh: '双星会向',
      en: 'Double stars meet at the facing',
    });
    const theirs = { period: '9', facing: 'NW3' };
    await server.call('PUT', `/api/homes/${person.id as string}`, theirs, owner.token);
    // Saved again: one home per subject, the new one kept.
    await server.call('PUT', '/api/homes/me', { period: 9, facing: 185.5 }, owner.token);
    const listed = await server.call('GET', '/api/homes?date=2026-11-28', undefined, owner.token);
    const [me, client] = listed.body.data.homes as HomeRecord[];
    expect(listed.body.data).toMatchObject({
      date: '2026-11-28',
      zone: 'Europe/Berlin',
      year_start: 'lichun',
    });
    expect(me?.home).toEqual({ period: 9, facing: '185.5' });
    const engine = houseChart({ period: 9, facing: 185.5 });
    expect(me?.chart?.method.zh).toBe('替卦');
    expect(stars(me!, 'mountain')).toEqual(Object.values(engine.palaces).map((p) => p.mountain));
    expect(client?.chart?.facing.mountain).toEqual({ zh: '亥', en: 'NW3 Hai (Pig)' });
    const year = starCharts({ year: 2026, month: 11, day: 28, hour: 12, minute: 0 }).year;
    expect(stars(client!, 'year')).toEqual(Object.values(year.palaces));
    expect(
      (await server.call('DELETE', '/api/homes/me', undefined, owner.token)).body.message,
    ).toBe('Home removed');
    const after = await server.call('GET', '/api/homes', undefined, owner.token);
    expect(after.body.data.homes.map((h: HomeRecord) => h.home)).toEqual([
      null,
      { period: 9, facing: 'NW3' },
    ]);
    // A person removed takes their home along.
    await server.call('DELETE', `/api/people/${person.id as string}`, undefined, owner.token);
    expect(await server.db.knex('homes').where({ user_id: owner.id })).toEqual([]);
  });

  it('refuses a bad period, facing or date, naming the field', async () => {
    const owner = await signedUpOwner(server, 'pro');
    for (const [body, query, field] of [
      [{ period: 10, facing: '180' }, '', 'period'],
      [{ period: '', facing: '180' }, '', 'period'],
      [{ facing: '180' }, '', 'period'],
      [{ period: 9, facing: 'north' }, '', 'facing'],
      [{ period: 9, facing: 400 }, '', 'facing'],
      [{ period: 9, facing: ['180'] }, '', 'facing'],
      [{ period: { valueOf: 1 }, facing: '180' }, '', 'period'],
      [{ period: 9, facing: '180' }, '?date=2026-02-30', 'date'],
    ] as const) {
      const answer = await server.call('PUT', `/api/homes/me${query}`, body, owner.token);
      expect({ status: answer.status, field: answer.body.inputError }).toEqual({
        status: 400,
        field,
      });
    }
  });

  it("is Pro's, and a teammate's person's home is 404 to anyone else", async () => {
    const simple = await signedUpOwner(server, 'simple');
    const refused = await server.call('GET', '/api/homes', undefined, simple.token);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Flying-star house charts are part of the Pro Plan');
    const owner = await signedUpOwner(server, 'pro');
    const teammate = await signedUpOwner(server, 'pro');
    await server.db
      .knex('users')
      .where({ id: teammate.id })
      .update({ account_id: owner.accountId });
    const person = (await server.call('POST', '/api/people', CLIENT, owner.token)).body.data;
    const path = `/api/homes/${person.id as string}`;
    await server.call('PUT', path, { period: 9, facing: '0' }, owner.token);
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await server.call(method, path, { period: 1, facing: '90' }, teammate.token);
      expect(answer).toEqual({ status: 404, body: { message: 'Person not found' } });
    }
    const seen = await server.call('GET', '/api/homes', undefined, teammate.token);
    expect(seen.body.data.homes).toEqual([
      { subject: 'me', name: 'My home', home: null, chart: null },
    ]);
    const kept = await server.call('GET', '/api/homes', undefined, owner.token);
    expect(kept.body.data.homes[1].home).toEqual({ period: 9, facing: '0' });
  });
});
