/**
 * GET /api/tongshu/month/{yyyymm} (issue 45): the public API's month (`monthAnswer`, held to the
 * day in contract/src/almanac/month.test.ts) for the signed-in user, the clashes with their or a
 * person's year branch as lunar-javascript names the branches, and its 400s and 404s.
 */
import { Solar } from 'lunar-javascript';
import { monthAnswer } from '@tongshu/contract';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import type { TongshuMonthAnswer } from '../api';

const CLIENT = { name: 'Client', gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

/** The dates of a month whose day branch clashes `branch` (lunar-javascript 1.7.7 getDayChong). */
const clashing = (month: TongshuMonthAnswer, branch: string) =>
  month.days
    .map((day) => day.date)
    .filter((date) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return Solar.fromYmd(y, m, d).getLunar().getDayChong() === branch;
    });

describe(`the month at a glance on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const month = (path: string, token: string) => server.call('GET', path, undefined, token);

  it('answers the public API’s month, the clashes with the user’s own year branch', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const answer = await month('/api/tongshu/month/202612?activity=wedding', owner.token);
    expect(answer.status).toBe(200);
    const data = answer.body.data as TongshuMonthAnswer;
    // Born 1990-05-15: a 庚午 year (lunar-javascript getYearInGanZhiExact), the Horse.
    expect(Solar.fromYmd(1990, 5, 15).getLunar().getYearInGanZhiExact()).toBe('庚午');
    expect(data.person).toMatchObject({ id: 'me', yearBranch: { zh: '午', en: 'Horse' } });
    const person = { id: 'me', name: data.person?.name ?? '', yearBranch: '午' };
    expect(data).toEqual(
      monthAnswer({
        month: '2026-12',
        yearStart: 'lichun',
        dayStarRule: 'solstice-jiazi',
        activity: 'wedding',
        person,
      }),
    );
    const clashed = data.days.filter((day) => day.clash).map((day) => day.date);
    expect(clashed).toEqual(clashing(data, '午'));
    expect(clashed.length).toBeGreaterThan(0);
  });

  it('takes one of the user’s people instead, and nobody else’s', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const person = (await server.call('POST', '/api/people', CLIENT, owner.token)).body.data;
    const answer = await month(`/api/tongshu/month/2026-12?person=${person.id}`, owner.token);
    const data = answer.body.data as TongshuMonthAnswer;
    // Born 1988-11-02: a 戊辰 year, the Dragon, which 戌 days clash.
    expect(Solar.fromYmd(1988, 11, 2).getLunar().getYearInGanZhiExact()).toBe('戊辰');
    expect(data.person).toEqual({
      id: person.id,
      name: 'Client',
      yearBranch: { zh: '辰', en: 'Dragon' },
    });
    expect(data.days.filter((day) => day.clash).map((day) => day.date)).toEqual(
      clashing(data, '辰'),
    );
    expect(data.days.every((day) => day.fit === null)).toBe(true);
    const stranger = await signedUpOwner(server, 'pro');
    const theirs = await month(`/api/tongshu/month/2026-12?person=${person.id}`, stranger.token);
    expect(theirs.status).toBe(404);
  });

  it('names no person for a user without a birth', async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const answer = await month('/api/tongshu/month/202612', owner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.person).toBeNull();
    expect(answer.body.data.days).toHaveLength(31);
  });

  it('refuses a month it cannot read, naming the field', async () => {
    const owner = await signedUpOwner(server, 'pro');
    for (const path of ['202613', '189912', 'x', '2026-13']) {
      const refused = await month(`/api/tongshu/month/${path}`, owner.token);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ inputError: 'month' });
      expect(refused.body.message).toMatch(/YYYY-MM/);
    }
    const activity = await month('/api/tongshu/month/202612?activity=xyzzy', owner.token);
    expect(activity.status).toBe(400);
    expect(activity.body).toMatchObject({ inputError: 'activity' });
  });

  it('is for signed-in users only', async () => {
    const answer = await server.call('GET', '/api/tongshu/month/202612');
    expect(answer.status).toBe(401);
  });
});
