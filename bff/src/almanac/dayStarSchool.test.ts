/**
 * Issue 43: the /tongshu day's flying stars follow the subject's school: the engine's grids for
 * the same date and school (the engine checks each day-star rule against its own library:
 * cnlunar run for real, xuankong-zibai, tyme4ts, lunar-javascript), with the rules' stamp.
 */
import { almanacDay, dayStars } from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';

const DAY = { year: 2026, month: 11, day: 28 };

describe(`the day's flying stars in the user's school on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("draws cnlunar's day star and backward yin grids once the user chooses them", async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const before = await server.call('GET', '/api/tongshu/get/20261128', undefined, owner.token);
    expect(before.body.stars.day.center).toBe(9);
    const saved = await server.call(
      'PATCH',
      '/api/user',
      { day_star_rule: 'cnlunar', star_flight: 'yin-backward' },
      owner.token,
    );
    expect(saved.status).toBe(200);
    const after = await server.call('GET', '/api/tongshu/get/20261128', undefined, owner.token);
    const school = { dayStarRule: 'cnlunar', starFlight: 'yin-backward' } as const;
    const expected = dayStars(DAY, almanacDay(DAY).ts, school);
    expect(after.body.stars.day).toEqual(JSON.parse(JSON.stringify(expected.day)));
    expect(after.body.stars.day.center).not.toBe(9);
    expect(after.body.stars.stamp).toContain('day star by cnlunar’s continuous count');
  });
});
