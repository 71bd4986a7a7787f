/**
 * GET /api/people/{id|me}/reading on the running bff (issue 45): the user's and a person's chart
 * read on a date in their school on the user's clock, anyone else's person 404, a bad date a 400
 * on `on`. Oracles: lunar-javascript 1.7.7's `getYearInGanZhiExact()` and
 * `getMonthInGanZhiExact()` at 12:00 on the user's clock read on China's; 《三命通会》 卷三's
 * 天乙贵人 rhyme (庚 at 丑未) and 《渊海子平》's (庚 at 寅午) as literals.
 */
import { Solar } from 'lunar-javascript';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import type { BaziReading } from '../api';

/** 1990-05-15 14:30 in Beijing: 庚午 辛巳 庚辰 癸未 (a 庚 day, 午 year, 未 hour). */
const BIRTH = { gender: 1, birth_date: '1990-05-15', birth_time: '14:30' };

const name = (flow: BaziReading['now']['year']) => flow.pillar.stem.zh + flow.pillar.branch.zh;
const nobles = (reading: BaziReading) =>
  reading.stars.filter((star) => star.name.zh === '天乙贵人').map((star) => star.slot);

describe(`the Bazi reading on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (path: string, token: string) => server.call('GET', path, undefined, token);

  it("reads the user's chart at noon on their clock, as lunar-javascript reads 流年 and 流月", async () => {
    const { token, email } = await signedUpOwner(server, 'pro', false);
    const none = await get('/api/people/me/reading', token);
    expect(none.status).toBe(400);
    await server.call('PATCH', '/api/account', { name: 'Zoe', email, ...BIRTH }, token);
    // 2026-02-03 at noon in Los Angeles (UTC-8) is 04:00 on the 4th in China: 立春 (04:02) is
    // still ahead, so the 流年 and 流月 are the old year's and its 丑 month's.
    await server.call('PATCH', '/api/user', { time_zone: 'America/Los_Angeles' }, token);
    const answer = await get('/api/people/me/reading?on=2026-02-03', token);
    expect(answer.status).toBe(200);
    const reading = answer.body.data as BaziReading;
    expect(reading).toMatchObject({ on: '2026-02-03', zone: 'America/Los_Angeles' });
    const lunar = Solar.fromYmdHms(2026, 2, 4, 4, 0, 0).getLunar();
    expect([name(reading.now.year), name(reading.now.month)]).toEqual([
      lunar.getYearInGanZhiExact(),
      lunar.getMonthInGanZhiExact(),
    ]);
    // 庚 at 丑未: the hour's 未 and the 流月's 丑.
    expect(nobles(reading)).toEqual(['hour', 'flowMonth']);
    expect(reading.strength.method).toBe('three-gains');
  });

  it("reads a person's chart in their school; another user's person is 404", async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const stranger = await signedUpOwner(server, 'pro', false);
    const added = await server.call(
      'POST',
      '/api/people',
      { name: 'Li', ...BIRTH, noble_rhyme: 'geng-xin' },
      owner.token,
    );
    const id = added.body.data.id as string;
    const answer = await get(`/api/people/${id}/reading?on=2026-11-29`, owner.token);
    expect(answer.status).toBe(200);
    // 庚 at 寅午: the year's 午 and the 流年 丙午's.
    expect(nobles(answer.body.data as BaziReading)).toEqual(['year', 'flowYear']);
    const theirs = await get(`/api/people/${id}/reading?on=2026-11-29`, stranger.token);
    expect(theirs.status).toBe(404);
  });

  it.each([['2026-13-01'], ['tomorrow'], ['2101-01-01']])(
    'refuses on=%s naming the field',
    async (on) => {
      const { token, email } = await signedUpOwner(server, 'pro', false);
      await server.call('PATCH', '/api/account', { name: 'Zoe', email, ...BIRTH }, token);
      const answer = await get(`/api/people/me/reading?on=${on}`, token);
      expect(answer.status).toBe(400);
      expect(answer.body.inputError).toBe('on');
    },
  );
});
