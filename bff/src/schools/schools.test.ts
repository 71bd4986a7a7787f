/**
 * GET /api/schools/{bazi|day|qimen} on the running bff (issue 35): the answers' shape, the
 * subject's school in force first, a person of the user's (anyone else's is 404), bad inputs
 * naming the field, and each route's gate. Expected pillars: lunar-javascript's EightChar, sect 1
 * (day change 23:00) and sect 2 (midnight) for a birth at 2024-03-10 23:30 Beijing time; the year
 * pillar of 2026-02-10 by 立春 and by the lunar new year: lunar-javascript's getYear{Gan,Zhi}ByLiChun
 * and getYear{Gan,Zhi}.
 */
import { Solar } from 'lunar-javascript';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';

const LATE = { gender: 1, birth_date: '2024-03-10', birth_time: '23:30' };

interface Differences {
  school: Record<string, string>;
  compared: string[];
  differences: {
    option: string;
    field: string;
    values: { school: string; label: string; value: string }[];
    why: string;
    source: string;
  }[];
}

/** lunar-javascript's day pillar of the late birth in one of its sects. */
function lunarDay(sect: 1 | 2): string {
  const eightChar = Solar.fromYmdHms(2024, 3, 10, 23, 30, 0).getLunar().getEightChar();
  eightChar.setSect(sect);
  return eightChar.getDay();
}

/** The values of the first difference of `field`, school by school (the one in force first). */
function valuesOf(answer: Differences, field: string): [string, string][] {
  const found = answer.differences.find((difference) => difference.field === field);
  return (found?.values ?? []).map((value) => [value.school, value.value.slice(0, 2)]);
}

describe(`schools API on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (path: string, token: string) => server.call('GET', path, undefined, token);

  it("compares the user's birth, their school first, and follows it when it changes", async () => {
    const { token, email } = await signedUpOwner(server, 'pro', false);
    const none = await get('/api/schools/bazi', token);
    expect(none.status).toBe(400);
    expect(none.body.inputError).toBe('birth_date');
    await server.call('PATCH', '/api/account', { name: 'Zoe', email, ...LATE }, token);
    const answer = (await get('/api/schools/bazi', token)).body.data as Differences;
    expect(answer.school.dayChange).toBe('23:00');
    expect(answer.compared).toEqual(expect.arrayContaining(['dayChange', 'luckStart']));
    expect(valuesOf(answer, 'day pillar')).toEqual([
      ['23:00', lunarDay(1)],
      ['midnight', lunarDay(2)],
      ['midnight-same-stem', lunarDay(2)],
    ]);
    for (const difference of answer.differences) {
      expect(difference.why).not.toBe('');
      expect(difference.source).not.toBe('');
    }
    await server.call('PATCH', '/api/user', { day_change: '00:00' }, token);
    const midnight = (await get('/api/schools/bazi', token)).body.data as Differences;
    expect(midnight.school.dayChange).toBe('midnight');
    expect(valuesOf(midnight, 'day pillar')[0]).toEqual(['midnight', lunarDay(2)]);
  });

  it("compares a person's birth in their school; anyone else's person is 404", async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const stranger = await signedUpOwner(server, 'pro', false);
    const body = { name: 'P', ...LATE, day_change: '00:00-same-stem' };
    const person = (await server.call('POST', '/api/people', body, owner.token)).body.data;
    const answer = await get(`/api/schools/bazi?person=${person.id}`, owner.token);
    expect(answer.body.data.school.dayChange).toBe('midnight-same-stem');
    expect(valuesOf(answer.body.data, 'day pillar')[0]).toEqual([
      'midnight-same-stem',
      lunarDay(2),
    ]);
    for (const id of [person.id, 'no-such-person']) {
      const refused = await get(`/api/schools/bazi?person=${id}`, stranger.token);
      expect(refused.status).toBe(404);
    }
  });

  it('compares an almanac day in the user’s year start', async () => {
    const { token } = await signedUpOwner(server, 'pro', false);
    const lunar = Solar.fromYmd(2026, 2, 10).getLunar();
    const byLichun = lunar.getYearGanByLiChun() + lunar.getYearZhiByLiChun();
    const byNewYear = lunar.getYearGan() + lunar.getYearZhi();
    expect(byLichun).not.toBe(byNewYear);
    await server.call('PATCH', '/api/user', { year_start: 'lunar-new-year' }, token);
    const answer = (await get('/api/schools/day?date=2026-02-10', token)).body.data as Differences;
    expect(answer.school.yearStart).toBe('lunar-new-year');
    const year = answer.differences.find((difference) => difference.option === 'yearStart');
    expect(year?.values.map((value) => [value.school, value.value.slice(0, 2)])).toEqual([
      ['lunar-new-year', byNewYear],
      ['lichun', byLichun],
    ]);
    for (const query of ['', '?date=2026-02-30', '?date=tomorrow']) {
      const bad = await get(`/api/schools/day${query}`, token);
      expect(bad.status).toBe(400);
      expect(bad.body.inputError).toBe('date');
    }
  });

  it('compares the day star in the user’s day-star count, that count first', async () => {
    const { token } = await signedUpOwner(server, 'pro', false);
    await server.call(
      'PATCH',
      '/api/user',
      { day_star_rule: 'cnlunar', star_flight: 'yin-backward' },
      token,
    );
    const answer = (await get('/api/schools/day?date=2026-11-28', token)).body.data as Differences;
    expect(answer.school).toMatchObject({ dayStarRule: 'cnlunar', starFlight: 'yin-backward' });
    // lunar-javascript 1.7.7's Lunar.getDayNineStar() is the default count's source.
    const lunar = Solar.fromYmd(2026, 11, 28).getLunar().getDayNineStar().getIndex() + 1;
    const star = answer.differences.find((difference) => difference.field === 'day star');
    expect(star?.values.map((value) => value.school).slice(0, 2)).toEqual([
      'cnlunar',
      'solstice-jiazi',
    ]);
    expect(star?.values[1]?.value.startsWith(`${lunar} `)).toBe(true);
    const flight = answer.differences.find((d) => d.field === 'flight of the day grid');
    expect(flight?.values[0]).toMatchObject({ school: 'yin-backward', value: 'backward (逆飞)' });
  });

  it('compares a Qi Men chart for the internal team, naming a bad input', async () => {
    const member = await signedUpOwner(server, 'pro', false);
    const path = '/api/schools/qimen?kind=hour&date=2026-11-22&time=13:10';
    expect((await get(path, member.token)).status).toBe(403);
    await server.db.knex('users').where({ id: member.id }).update({ internal_team: true });
    const answer = (await get(path, member.token)).body.data as Differences;
    expect(answer.compared).toEqual(expect.arrayContaining(['qimenMethod', 'qimenPlate']));
    const switched = (await get(`${path}&plate=flying`, member.token)).body.data as Differences;
    expect(switched.school.qimenPlate).toBe('flying');
    const month = await get('/api/schools/qimen?kind=month&date=2026-11-22', member.token);
    expect(month.body.data.differences).toEqual([]);
    for (const [query, field] of [
      ['kind=minute&date=2026-11-22', 'kind'],
      ['kind=hour&date=2026-11-22', 'time'],
      ['kind=hour&date=2026-11-22&time=24:00', 'time'],
      ['kind=day&date=22-11-2026', 'date'],
      ['kind=hour&date=2026-11-22&time=13:00&method=leap', 'method'],
    ]) {
      const bad = await get(`/api/schools/qimen?${query}`, member.token);
      expect(bad.status).toBe(400);
      expect(bad.body.inputError).toBe(field);
    }
  });
});
