/**
 * A user's people on the running bff: kept, listed with their charts (the engine's for the same
 * birth), edited and removed; checked like a profile; capped at 50; another user's person, even a
 * teammate's, is 404; and a selection for the user and their people together.
 */
import { randomUUID } from 'node:crypto';
import { baziChart, parseBirth, selectDays, selectionPerson } from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { MAX_PEOPLE } from './peopleService';

const CLIENT = { name: 'Client', gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

describe(`people on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  /** Another Pro owner whose own birth data are the client's: their answers are the reference. */
  async function ownerBornAsClient() {
    const twin = await signedUpOwner(server, 'pro', false);
    const { email } = (await server.call('GET', '/api/user', undefined, twin.token)).body.data;
    await server.call('PATCH', '/api/account', { ...CLIENT, email }, twin.token);
    return twin;
  }

  it('keeps, lists, edits and removes a person with their Bazi chart', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const added = await server.call('POST', '/api/people', CLIENT, owner.token);
    expect(added.status).toBe(201);
    const chart = baziChart(parseBirth('1988-11-02', '08:00', 'female'));
    expect(JSON.parse(added.body.data.bz_chart).pillars).toEqual(chart.pillars);
    expect(added.body.data).toMatchObject({ ...CLIENT, birth_tz: 'Asia/Shanghai', dm: chart.dm });
    const id = added.body.data.id as string;
    const london = await server.call(
      'PATCH',
      `/api/people/${id}`,
      { ...CLIENT, name: 'Client in London', birth_tz: 'Europe/London' },
      owner.token,
    );
    expect(london.body.data).toMatchObject({ name: 'Client in London', birth_tz: 'Europe/London' });
    const listed = await server.call('GET', '/api/people', undefined, owner.token);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await server.call('DELETE', `/api/people/${id}`, undefined, owner.token)).body).toEqual(
      {
        message: 'Person removed',
      },
    );
    expect((await server.call('GET', '/api/people', undefined, owner.token)).body.data).toEqual([]);
  });

  it('checks a person as a profile is checked, with the field at fault', async () => {
    const owner = await signedUpOwner(server, 'pro');
    for (const [body, field] of [
      [{ ...CLIENT, name: '' }, 'name'],
      [{ ...CLIENT, gender: 7 }, 'gender'],
      [{ ...CLIENT, birth_date: '1988-02-30' }, 'birth_date'],
      [{ ...CLIENT, birth_time: '25:00' }, 'birth_time'],
      // Not a string at all: no time, rather than midnight.
      ...[5, [], {}, true].map((birth_time) => [{ ...CLIENT, birth_time }, 'birth_time'] as const),
      [{ ...CLIENT, birth_tz: 'Mars/Olympus' }, 'birth_tz'],
      [{ ...CLIENT, solar_time: true }, 'birth_longitude'],
    ] as const) {
      const answer = await server.call('POST', '/api/people', body, owner.token);
      expect({ status: answer.status, field: answer.body.inputError }).toEqual({
        status: 400,
        field,
      });
    }
  });

  it(`keeps at most ${MAX_PEOPLE} people per user`, async () => {
    const owner = await signedUpOwner(server, 'pro');
    await server.db.knex('people').insert(
      Array.from({ length: MAX_PEOPLE }, (_, i) => ({
        id: randomUUID(),
        user_id: owner.id,
        name: `P${i}`,
        gender: 0,
        birth_date: '1988-11-02',
        birth_time: '08:00',
        birth_tz: 'Asia/Shanghai',
        solar_time: false,
        day_change: '23:00',
        china_dst: 'removed',
        dm: '甲',
        bz_chart: '{}',
        date_created: new Date().toISOString(),
      })),
    );
    const refused = await server.call('POST', '/api/people', CLIENT, owner.token);
    expect(refused).toEqual({
      status: 400,
      body: { message: `You can keep up to ${MAX_PEOPLE} people`, inputError: 'name' },
    });
  });

  it("answers 404 for another user's person, a teammate's too, and never shows or changes it", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const stranger = await signedUpOwner(server, 'pro');
    const added = await server.call('POST', '/api/people', CLIENT, owner.token);
    const path = `/api/people/${added.body.data.id as string}`;
    // A teammate: a user of the owner's own account, made directly.
    await server.db
      .knex('users')
      .where({ id: stranger.id })
      .update({ account_id: owner.accountId });
    for (const [method, body] of [
      ['PATCH', { ...CLIENT, name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await server.call(method, path, body, stranger.token);
      expect(answer).toEqual({ status: 404, body: { message: 'Person not found' } });
    }
    expect((await server.call('GET', '/api/people', undefined, stranger.token)).body.data).toEqual(
      [],
    );
    const select = await server.call(
      'GET',
      `/api/select?activity=Marriage&from=2026-03-01&to=2026-03-31&people=${added.body.data.id as string}`,
      undefined,
      stranger.token,
    );
    expect(select.body.inputError).toBe('people');
    const kept = await server.call('GET', '/api/people', undefined, owner.token);
    expect(kept.body.data[0].name).toBe('Client');
  });

  it('selects days for the user and their people together', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const added = await server.call('POST', '/api/people', CLIENT, owner.token);
    const answer = await server.call(
      'GET',
      `/api/select?activity=Marriage&from=2026-03-01&to=2026-05-31&people=me,${added.body.data.id as string}`,
      undefined,
      owner.token,
    );
    expect(answer.status).toBe(200);
    const expected = selectDays({
      activity: '嫁娶',
      from: '2026-03-01',
      to: '2026-05-31',
      people: [
        selectionPerson('Owner', baziChart(parseBirth('1990-05-15', '14:30', 'male'))),
        selectionPerson('Client', baziChart(parseBirth('1988-11-02', '08:00', 'female'))),
      ],
    });
    expect(answer.body.data.days).toEqual(expected.days);
  });

  it("shows the almanac day personal to one of the user's people, and to nobody else", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const stranger = await signedUpOwner(server, 'pro');
    const added = await server.call('POST', '/api/people', CLIENT, owner.token);
    const id = added.body.data.id as string;
    const mine = await server.call('GET', '/api/tongshu/get/20260217', undefined, owner.token);
    const theirs = await server.call(
      'GET',
      `/api/tongshu/get/20260217?person=${id}`,
      undefined,
      owner.token,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.pro).not.toEqual(mine.body.pro);
    // The same answer as the owner's own day had they been born as the client was.
    const twin = await ownerBornAsClient();
    const asTwin = await server.call('GET', '/api/tongshu/get/20260217', undefined, twin.token);
    expect(theirs.body.pro).toEqual(asTwin.body.pro);
    expect(
      (
        await server.call(
          'GET',
          `/api/tongshu/get/20260217?person=${id}`,
          undefined,
          stranger.token,
        )
      ).status,
    ).toBe(404);
  });

  it("serves the personal feeds made for one of the user's people, under the user's link", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const stranger = await signedUpOwner(server, 'pro');
    const added = await server.call('POST', '/api/people', CLIENT, owner.token);
    const id = added.body.data.id as string;
    const twin = await ownerBornAsClient();
    const feed = await server.request.get(`/download/ical/personalpro/${owner.icalId}/${id}`);
    expect(feed.status).toBe(200);
    const asTwin = await server.request.get(`/download/ical/personalpro/${twin.icalId}`);
    // The same days as the twin's own feed, under a name that says whose they are (walk of
    // 2026-11-29: several people's feeds side by side were all "Personal Pro (day)").
    const named = 'X-WR-CALNAME:Personal Pro (day) for Client\r\n';
    expect(feed.text).toContain(named);
    expect(feed.text.replace(named, '')).toBe(
      asTwin.text.replace('X-WR-CALNAME:Personal Pro (day)\r\n', ''),
    );
    const own = await server.request.get(`/download/ical/personalpro/${owner.icalId}`);
    expect(own.text).not.toBe(feed.text);
    for (const path of [
      `/download/ical/personalpro/${stranger.icalId}/${id}`,
      `/download/ical/tongshueng/${owner.icalId}/${id}`,
      `/download/ical/personalpro/${owner.icalId}/no-such-person`,
    ]) {
      expect((await server.call('GET', path)).status).toBe(404);
    }
  });
});
