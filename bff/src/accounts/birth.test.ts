/**
 * Births in any zone through the API (issue 21): the profile carries the birth place, its zone and
 * longitude, true solar time and the user's own zone; the stored chart follows them. Expected
 * pillars: 2024's 立春 at 08:27 UTC (Hong Kong Observatory), zone rules from the IANA tz database.
 */
import {
  birthMoment,
  buildCalendar,
  dateIn,
  defaultWindow,
  parseZone,
  startOfDateIn,
} from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { LONGITUDE_RANGE, SOLAR_NEEDS_LONGITUDE, UNKNOWN_ZONE } from './birthSettings';

describe(`birth zones on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const owner = () => signedUpOwner(server, 'pro', false);

  const profile = (email: string, fields: Record<string, unknown>) => ({
    name: 'Zoe',
    email,
    gender: 1,
    birth_date: '2024-02-04',
    birth_time: '10:00',
    ...fields,
  });

  it("gives China's conventions to a user who has not said otherwise", async () => {
    const { token } = await owner();
    const me = await server.call('GET', '/api/user', undefined, token);
    expect(me.body.data).toMatchObject({
      time_zone: 'Asia/Shanghai',
      birth_tz: 'Asia/Shanghai',
      birth_place: null,
      birth_longitude: null,
      solar_time: false,
      day_change: '23:00',
      china_dst: 'removed',
    });
  });

  it('charts a London birth on its own instant, where the same Beijing reading differs', async () => {
    const { token, email } = await owner();
    const london = await server.call(
      'PATCH',
      '/api/account',
      profile(email, {
        birth_place: 'London',
        birth_tz: 'Europe/London',
        birth_longitude: -0.1278,
        time_zone: 'Europe/Berlin',
      }),
      token,
    );
    expect(london.status).toBe(200);
    expect(london.body.data).toMatchObject({
      birth_place: 'London',
      birth_tz: 'Europe/London',
      birth_longitude: -0.1278,
      time_zone: 'Europe/Berlin',
    });
    const chart = JSON.parse(london.body.data.bz_chart);
    expect(chart.pillars.year).toMatchObject({ stem: '甲', branch: '辰' });
    expect(chart.moment).toMatchObject({
      zone: 'Europe/London',
      instant: '2024-02-04T10:00:00.000Z',
      stamp: 'day change 23:00 · clock time · zone Europe/London',
    });
    const beijing = await server.call(
      'PATCH',
      '/api/account',
      profile(email, { birth_tz: 'Asia/Shanghai' }),
      token,
    );
    expect(JSON.parse(beijing.body.data.bz_chart).pillars.year).toMatchObject({
      stem: '癸',
      branch: '卯',
    });
    // A save that does not send the settings keeps them.
    const kept = await server.call('PATCH', '/api/account', profile(email, {}), token);
    expect(kept.body.data).toMatchObject({ birth_tz: 'Asia/Shanghai', time_zone: 'Europe/Berlin' });
  });

  it('charts in true solar time when asked, with the longitude', async () => {
    const { token, email } = await owner();
    const solar = await server.call(
      'PATCH',
      '/api/account',
      profile(email, {
        birth_time: '08:30',
        birth_date: '2026-11-03',
        birth_longitude: 87.6,
        solar_time: true,
      }),
      token,
    );
    const chart = JSON.parse(solar.body.data.bz_chart);
    expect(chart.moment.clockKind).toBe('true solar time');
    expect(chart.pillars.hour.branch).toBe('卯');
  });

  it.each([
    [{ birth_tz: 'Mars/Olympus' }, UNKNOWN_ZONE, 'birth_tz'],
    [{ birth_tz: 42 }, UNKNOWN_ZONE, 'birth_tz'],
    [{ time_zone: 'Nowhere' }, UNKNOWN_ZONE, 'time_zone'],
    [{ birth_tz: 'Hong Kong' }, `${UNKNOWN_ZONE}. Did you mean Asia/Hong_Kong?`, 'birth_tz'],
    [{ birth_longitude: 200 }, LONGITUDE_RANGE, 'birth_longitude'],
    [{ birth_longitude: 'east' }, LONGITUDE_RANGE, 'birth_longitude'],
    [{ solar_time: true, birth_longitude: null }, SOLAR_NEEDS_LONGITUDE, 'birth_longitude'],
    [{ day_change: '22:00' }, 'Please select an option', 'day_change'],
    [{ china_dst: 'maybe' }, 'Please select an option', 'china_dst'],
  ])('refuses %o with a 400 naming the field', async (fields, message, inputError) => {
    const { token, email } = await owner();
    const answer = await server.call('PATCH', '/api/account', profile(email, fields), token);
    expect(answer).toEqual({ status: 400, body: { message, inputError } });
  });

  it("writes the hour feed's timed events on the subscriber's own clock", async () => {
    const { token, email } = await owner();
    const saved = await server.call(
      'PATCH',
      '/api/account',
      profile(email, { birth_tz: 'Europe/London', time_zone: 'Europe/Berlin' }),
      token,
    );
    const { ical_id: icalId } = saved.body.data;
    const feed = await server.request.get(`/download/ical/personalprohour/${icalId}`);
    expect(feed.status).toBe(200);
    const text = feed.text.replace(/\r\n /g, '');
    expect(text).toContain('zone Europe/Berlin');
    const birth = birthMoment(
      { year: 2024, month: 2, day: 4, hour: 10, minute: 0 },
      { zone: 'Europe/London' },
    );
    // The window and the day the feed is made for are Berlin's too.
    const berlin = parseZone('Europe/Berlin');
    const today = dateIn(berlin, Date.now());
    const expected = buildCalendar('personalprohour', {
      ...defaultWindow(today, 'personalprohour'),
      birth,
      generatedAt: startOfDateIn(berlin, today),
      zone: 'Europe/Berlin',
    });
    expect(feed.text).toBe(expected);
    expect(Date.parse(feed.headers['last-modified'] as string)).toBe(startOfDateIn(berlin, today));
  });

  it("draws Qi Men charts for times on the user's own clock", async () => {
    const person = await owner();
    await server.db.knex('users').where({ id: person.id }).update({ internal_team: true });
    const chart = async () =>
      (await server.call('GET', '/api/theqmhour/get/2024-02-04/9', undefined, person.token)).body
        .qm_day;
    // Beijing 09:00 is before 2024's 立春 (08:27 UTC): 大寒 上元, yang dun 3.
    expect(await chart()).toMatchObject({ ju_type: '阳遁', ju_number: 3 });
    await server.call('PATCH', '/api/user', { time_zone: 'Europe/London' }, person.token);
    // London 09:00 is after it: 立春 上元, yang dun 8; the same hour pillar.
    expect(await chart()).toMatchObject({
      ju_type: '阳遁',
      ju_number: 8,
      date: '2024-02-04 09:00',
    });
  });

  it("sets the user's own zone alone (the app sends the browser's)", async () => {
    const { token } = await owner();
    const set = await server.call('PATCH', '/api/user', { time_zone: 'America/New_York' }, token);
    expect(set.body.data.time_zone).toBe('America/New_York');
    const bad = await server.call('PATCH', '/api/user', { time_zone: 'Mars/Olympus' }, token);
    expect(bad.body).toEqual({ message: UNKNOWN_ZONE, inputError: 'time_zone' });
  });
});
