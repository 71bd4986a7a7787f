/**
 * The selection's filters (issue 45) at GET /api/select: the engine's answer for the same
 * weekdays, hours window and 不将 (held to their sources in engine/src/selection), a 400 naming
 * the field for words it cannot read, and the compute pool's task carrying them across threads
 * (structuredClone, as a worker's message is copied).
 */
import { selectDays } from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import selectionTask, { answer } from './selectionWorker';

const RANGE = 'activity=Marriage&from=2026-03-01&to=2026-06-30';

describe(`selection filters on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const select = (query: string, token: string) =>
    server.call('GET', `/api/select?${query}`, undefined, token);

  it('answers the engine’s selection for the weekdays, the hours and 不将 asked', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const filters = { weekdays: 'sat,sun', hours: '09:00-18:00', bujiang: true };
    const got = await select(
      `${RANGE}&weekdays=sat,sun&hours=09:00-18:00&bujiang=true`,
      owner.token,
    );
    expect(got.status).toBe(200);
    const expected = selectDays({
      activity: 'Marriage',
      from: '2026-03-01',
      to: '2026-06-30',
      zone: got.body.data.zone,
      ...filters,
    });
    expect(got.body.data.days).toEqual(expected.days);
    expect(got.body.data.refused).toEqual(expected.refused);
    expect(got.body.data.days.length).toBeGreaterThan(0);
  });

  it('refuses words it cannot read with 400, the message and the field', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const cases: [string, string][] = [
      [`${RANGE}&weekdays=funday`, 'weekdays'],
      [`${RANGE}&hours=25:00-26:00`, 'hours'],
      [`${RANGE}&hours=${'9'.repeat(101)}`, 'hours'],
      [`${RANGE}&weekdays=sat&weekdays=sun`, 'weekdays'],
      [`${RANGE}&bujiang=maybe`, 'bujiang'],
      ['activity=moving&from=2026-03-01&to=2026-03-31&bujiang=true', 'bujiang'],
    ];
    for (const [query, field] of cases) {
      const got = await select(query, owner.token);
      expect({ query, status: got.status, field: got.body.inputError }).toEqual({
        query,
        status: 400,
        field,
      });
      expect(got.body.message).toMatch(/\w/);
    }
  });

  it('answers /api/v1/select alike, and refuses a bad filter there naming the field', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const made = await server.call('POST', '/api/account/keys', { name: 'Filters' }, owner.token);
    const key = String(made.body.data.key);
    const v1 = (query: string) => server.call('GET', `/api/v1/select?${query}`, undefined, key);
    const got = await v1(`${RANGE}&weekdays=sat,sun&hours=09:00-18:00`);
    expect(got.status).toBe(200);
    const days = got.body.days as { date: string }[];
    const expected = selectDays({
      ...{ activity: 'Marriage', from: '2026-03-01', to: '2026-06-30' },
      ...{ zone: got.body.zone, weekdays: 'sat,sun', hours: '09:00-18:00' },
    });
    expect(days.map((day) => day.date)).toEqual(expected.days.map((day) => day.date));
    for (const [query, field] of [
      [`${RANGE}&weekdays=funday`, 'weekdays'],
      [`${RANGE}&hours=25:00-26:00`, 'hours'],
    ]) {
      const bad = await v1(query as string);
      expect([bad.status, bad.body.inputError]).toEqual([400, field]);
      expect(bad.body.message).toMatch(/\w/);
    }
  });

  it('keeps the filters with a kept selection: its feed holds the filtered days', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const filtered = `${RANGE}&weekdays=sat,sun&hours=09:00-18:00&bujiang=true`;
    const days = (await select(filtered, owner.token)).body.data.days as { date: string }[];
    const all = (await select(RANGE, owner.token)).body.data.days as unknown[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThan(all.length);
    const kept = await server.call(
      'PUT',
      '/api/select/keep',
      { activity: 'Marriage', from: '2026-03-01', to: '2026-06-30' },
      owner.token,
    );
    expect(kept.status).toBe(200);
    await server.call(
      'PUT',
      '/api/select/keep',
      {
        ...{ activity: 'Marriage', from: '2026-03-01', to: '2026-06-30' },
        ...{ weekdays: 'sat,sun', hours: '09:00-18:00', bujiang: true },
      },
      owner.token,
    );
    const feed = await server.request.get(`/download/ical/selected/${owner.icalId}`);
    const dates = [...feed.text.matchAll(/^DTSTART;VALUE=DATE:(\d{8})/gm)].map(([, date]) => date);
    expect(dates).toEqual(days.map((day) => day.date.replaceAll('-', '')));
    const listed = await server.call('GET', '/api/calendars', undefined, owner.token);
    expect(listed.body.data.at(-1).description).toContain(
      'on Saturdays and Sundays, best hours between 09:00 and 18:00, Free of Generals (不将日) days',
    );
  });

  it('names the kept people and weekdays in words on the dashboard’s line', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const ben = { name: 'Ben Carter', gender: 1, birth_date: '1988-11-02', birth_time: '08:00' };
    const person = await server.call('POST', '/api/people', ben, owner.token);
    const kept = await server.call(
      'PUT',
      '/api/select/keep',
      {
        ...{ activity: 'Marriage', from: '2026-03-01', to: '2026-06-30' },
        ...{ people: `me,${person.body.data.id}`, weekdays: 'fri,mon,wed' },
      },
      owner.token,
    );
    expect(kept.status).toBe(200);
    const listed = await server.call('GET', '/api/calendars', undefined, owner.token);
    expect(listed.body.data.at(-1).description).toBe(
      'Your kept selection: Marriage (嫁娶), 2026-03-01 to 2026-06-30 for Me and Ben Carter, on ' +
        'Mondays, Wednesdays and Fridays, each kept day all day with its best hours',
    );
  });

  it('carries the filters to the pool’s tasks and their refusals back', () => {
    const request = structuredClone({
      activity: '嫁娶',
      from: '2026-03-01',
      to: '2026-03-31',
      weekdays: 'sat',
      hours: '09:00-13:00',
      bujiang: true,
    });
    const outcome = selectionTask(request);
    if (!('value' in outcome)) throw new Error('refused');
    expect(outcome.value).toEqual(selectDays(request));
    expect(outcome.value.days.every((day) => new Date(day.date).getUTCDay() === 6)).toBe(true);
    expect(answer({ ...request, weekdays: 'funday' })).toEqual({
      refused: { message: expect.stringMatching(/weekdays/), field: 'weekdays' },
    });
  });
});
