/**
 * The almanac, 3VV and Qi Men calls: each answer is the engine's for the same input (the engine's
 * own tests check it against published sources), with its gates and 400s.
 */
import {
  dayStars,
  englishAlmanacDay,
  englishQimenChart,
  personalAlmanacDay,
  almanacDay,
  qimenChart,
  threeVictoryDays,
} from '@tongshu/engine';
import {
  setPermission,
  setSubscriptionStatus,
  signedUpOwner,
  startTestServer,
  type TestServer,
} from '@tongshu/test-support/server';

const BIRTH_AT = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };
const DAY = { year: 2026, month: 11, day: 22 };

describe(`almanac and chart calls on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('GET /api/tongshu/get/{YYYYMMDD}', () => {
    it('answers the personal day for a Pro user with birth data, with English alongside', async () => {
      const pro = await signedUpOwner(server, 'pro');
      const answer = await server.call('GET', '/api/tongshu/get/20261122', undefined, pro.token);
      expect(answer.status).toBe(200);
      const expected = personalAlmanacDay(DAY, BIRTH_AT);
      expect(answer.body).toEqual({
        ...JSON.parse(JSON.stringify(expected)),
        locked: [],
        en: JSON.parse(JSON.stringify(englishAlmanacDay(expected).ts)),
        stars: {
          ...JSON.parse(JSON.stringify(dayStars(DAY, expected.ts))),
          stamp:
            'year from 立春 (Start of Spring) · day star from the 甲子 (Jia Zi) nearest each solstice · grids flown forward (顺飞)',
        },
      });
      expect(answer.body.ts.day_gan).toBeDefined();
      expect(answer.body.prohour['23:00']).toBeDefined();
    });

    it('holds back the items above the plan tier', async () => {
      const simple = await signedUpOwner(server, 'simple');
      const answer = await server.call('GET', '/api/tongshu/get/20261122', undefined, simple.token);
      expect(answer.body.locked).toEqual(['pro', 'prohour']);
      expect(answer.body.pro).toEqual([]);
      expect(answer.body.prohour).toEqual({});
      expect(answer.body.sim).toEqual(
        JSON.parse(JSON.stringify(personalAlmanacDay(DAY, BIRTH_AT).sim)),
      );
      const tongshu = await signedUpOwner(server, 'tongshu');
      const plain = await server.call('GET', '/api/tongshu/get/20261122', undefined, tongshu.token);
      expect(plain.body.locked).toEqual(['sim', 'pro', 'prohour']);
    });

    it('answers the plain almanac day when the profile has no birth', async () => {
      const owner = await signedUpOwner(server, 'pro', false);
      const answer = await server.call(
        'GET',
        '/api/tongshu/get/2026-11-22',
        undefined,
        owner.token,
      );
      expect(answer.body.ts).toEqual(JSON.parse(JSON.stringify(almanacDay(DAY).ts)));
      expect(answer.body.current_fan_yin).toBeUndefined();
      expect(answer.body.locked).toEqual([]);
    });

    it("adds the day's flying stars, each hour's grid around the hour table's own star", async () => {
      const owner = await signedUpOwner(server, 'pro', false);
      const answer = await server.call('GET', '/api/tongshu/get/20261128', undefined, owner.token);
      const { stars, ts } = answer.body;
      // 2026 is a 1 White year with 5 Yellow in the south; November 2026 an 8 White month; the
      // day 9 Purple (lunar-javascript, docs/engine/stars.md).
      expect([
        stars.year.center,
        stars.year.palaces.s,
        stars.month.center,
        stars.day.center,
      ]).toEqual([1, 5, 8, 9]);
      expect(Object.keys(stars.hours)).toHaveLength(12);
      const wu = ['一白', '二黑', '三碧', '四绿', '五黄', '六白', '七赤', '八白', '九紫'].indexOf(
        ts.hour_wu_star_actual,
      );
      expect(stars.hours.wu.center).toBe(wu + 1);
    });

    it.each(['20261322', '20260230', 'today', '2026112', '18991231'])(
      'refuses the date %s with 400 naming the date',
      async (date) => {
        const pro = await signedUpOwner(server, 'pro', false);
        const answer = await server.call('GET', `/api/tongshu/get/${date}`, undefined, pro.token);
        expect(answer.status).toBe(400);
        expect(answer.body.inputError).toBe('date');
        expect(answer.body.message).toMatch(/date/i);
      },
    );

    it('needs a token (401) and an open subscription (402 with the plan), except for master', async () => {
      expect((await server.call('GET', '/api/tongshu/get/20261122')).status).toBe(401);
      const lapsed = await signedUpOwner(server, 'simple', false);
      await setSubscriptionStatus(server, lapsed.accountId, 'canceled');
      const refused = await server.call(
        'GET',
        '/api/tongshu/get/20261122',
        undefined,
        lapsed.token,
      );
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        message: 'Your subscription was cancelled. Please choose a new plan and pay to continue.',
        plan: 'simple',
        status: 'canceled',
      });
      await setPermission(server, lapsed.id, 'master');
      const master = await server.call('GET', '/api/tongshu/get/20261122', undefined, lapsed.token);
      expect(master.status).toBe(200);
      await setSubscriptionStatus(server, lapsed.accountId, 'trialing');
      await setPermission(server, lapsed.id, 'owner');
      const trial = await server.call('GET', '/api/tongshu/get/20261122', undefined, lapsed.token);
      expect(trial.status).toBe(200);
    });
  });

  describe('3VV and Qi Men charts (internal team)', () => {
    async function internal() {
      const person = await signedUpOwner(server, 'pro', false);
      await server.db.knex('users').where({ id: person.id }).update({ internal_team: true });
      return person;
    }

    it('lists the three victory days of a year for a birth', async () => {
      const member = await internal();
      const answer = await server.call(
        'GET',
        '/api/the3vv/get/1990-05-15%2014:30/1/2026',
        undefined,
        member.token,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(threeVictoryDays(BIRTH_AT, 'male', 2026));
      expect(answer.body.length).toBeGreaterThan(100);
    });

    it("reads the birth on the user's own birth clock, or the zone asked for", async () => {
      // Walk of 2026-11-28: a Berlin birth was read as if born in China. 22:00 in Berlin on
      // 1990-05-05 (CEST, UTC+2) is 04:00 on 05-06 in China, after 立夏 (02:35 China time), so
      // the birth's hour chart is drawn in 立夏's dun; the same clock read in China is before it.
      // Converted here by hand; the pillars stay on the birth clock (docs/engine/time.md).
      const member = await internal();
      await server.db.knex('users').where({ id: member.id }).update({ birth_tz: 'Europe/Berlin' });
      const list = (query: string) =>
        server.call(
          'GET',
          `/api/the3vv/get/1990-05-05%2022:00/1/2026${query}`,
          undefined,
          member.token,
        );
      const clock = { year: 1990, month: 5, day: 5, hour: 22, minute: 0 };
      const china = { year: 1990, month: 5, day: 6, hour: 4, minute: 0 };
      const inBerlin = threeVictoryDays({ china, clock }, 'male', 2026);
      const inChina = threeVictoryDays(clock, 'male', 2026);
      expect(inBerlin).not.toEqual(inChina);
      expect((await list('')).body).toEqual(inBerlin);
      expect((await list('?zone=Asia/Shanghai')).body).toEqual(inChina);
      const bad = await list('?zone=Berlin');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ inputError: 'zone' });
      expect(bad.body.message).toContain('Did you mean Europe/Berlin?');
    });

    it('draws the hour chart of the slot holding the hour, and the day, month and year charts', async () => {
      const member = await internal();
      const get = (path: string) => server.call('GET', path, undefined, member.token);
      const hour = await get('/api/theqmhour/get/20261122/13');
      const expected = qimenChart('hour', { ...DAY, hour: 13, minute: 0 });
      // The engine's stamp of the default school, and the zone the chart is read in.
      const conventions = `${expected.conventions} · zone Asia/Shanghai`;
      expect(hour.body).toEqual(
        JSON.parse(JSON.stringify({ ...expected, conventions, en: englishQimenChart(expected) })),
      );
      expect((await get('/api/theqmhour/get/2026-11-22/14')).body.qm_day).toEqual(hour.body.qm_day);
      const day = await get('/api/theqmday/get/2026-11-22%2010:00');
      expect(day.body.qm_day).toEqual(
        JSON.parse(JSON.stringify(qimenChart('day', { ...DAY, hour: 10, minute: 0 }).qm_day)),
      );
      const month = await get('/api/theqmmonth/get/20261122');
      expect(month.body.qm_month).toEqual(
        JSON.parse(JSON.stringify(qimenChart('month', { ...DAY, hour: 12, minute: 0 }).qm_month)),
      );
      const year = await get('/api/theqmyear/get/20261122');
      expect(year.body.qm_year.gz_year).toBe('丙午');
      expect(year.body.special_formation).toBeDefined();
    });

    it("carries a flying-plate hour chart's centre palace 5 (c_*), in Chinese and English", async () => {
      const member = await internal();
      const path = '/api/theqmhour/get/20261122/13?plate=flying';
      const flying = (await server.call('GET', path, undefined, member.token)).body;
      const chart = qimenChart('hour', { ...DAY, hour: 13, minute: 0 }, { qimenPlate: 'flying' });
      const centre = ['door', 'loushu', 'heaven_stem', 'earth_stem', 'deity', 'star', 'element'];
      const pick = (board: Record<string, unknown> | undefined) =>
        Object.fromEntries(centre.map((field) => [`c_${field}`, board?.[`c_${field}`]]));
      expect(pick(flying.qm_day)).toEqual(pick({ ...chart.qm_day }));
      expect(pick(flying.en.qm_day)).toEqual(pick({ ...englishQimenChart(chart).qm_day }));
      expect(flying.qm_day.c_loushu).toBe(5);
      expect(flying.en.qm_day.c_door).toMatch(/^[A-Z]/);
      const rotating = await server.call('GET', path.split('?')[0] ?? '', undefined, member.token);
      expect(Object.keys(rotating.body.qm_day).filter((key) => key.startsWith('c_'))).toEqual([]);
    });

    it.each([
      ['/api/the3vv/get/1990-05-15/2/2026', 'gender'],
      ['/api/the3vv/get/1990-05-15/male/2026', 'gender'],
      ['/api/the3vv/get/1990-05-15/1/1800', 'year'],
      ['/api/the3vv/get/1990-05-15/1/20x6', 'year'],
      ['/api/the3vv/get/1990-13-15/1/2026', 'birth'],
      ['/api/the3vv/get/1990-05-15%2025:00/1/2026', 'birth'],
      ['/api/theqmhour/get/20261122/24', 'hour'],
      ['/api/theqmhour/get/20261122/x', 'hour'],
      ['/api/theqmhour/get/2026-02-30/13', 'date'],
      ['/api/theqmday/get/2026-11-22%2010:61', 'date'],
      ['/api/theqmmonth/get/2101-01-01', 'date'],
      ['/api/theqmyear/get/yesterday', 'date'],
    ])('refuses %s with 400 naming %s', async (path, field) => {
      const member = await internal();
      const answer = await server.call('GET', path, undefined, member.token);
      expect(answer.status).toBe(400);
      expect(answer.body.inputError).toBe(field);
      expect(typeof answer.body.message).toBe('string');
    });

    it('refuses users outside the internal team (403) but lets master in', async () => {
      const outsider = await signedUpOwner(server, 'pro', false);
      for (const path of [
        '/api/the3vv/get/1990-05-15/1/2026',
        '/api/theqmhour/get/20261122/13',
        '/api/theqmday/get/20261122',
        '/api/theqmmonth/get/20261122',
        '/api/theqmyear/get/20261122',
      ]) {
        const refused = await server.call('GET', path, undefined, outsider.token);
        expect(refused.status).toBe(403);
      }
      await setPermission(server, outsider.id, 'master');
      const master = await server.call(
        'GET',
        '/api/theqmyear/get/20261122',
        undefined,
        outsider.token,
      );
      expect(master.status).toBe(200);
    });
  });
});
