/**
 * A user's and a person's school through the API (issue 35): each field saved and answered, bad
 * values refused naming the field, the school card's save alone, and the stored chart read in the
 * school. Expected pillars of a birth at 2024-03-10 23:30 (Beijing): lunar-javascript's EightChar,
 * sect 1 (day change 23:00) and sect 2 (早子/晚子); the late Rat hour on its own day's stem is the
 * Rat hour that opened that day (00:30), as lunar-javascript reads it. The year pillar of
 * 2026-02-10 by 立春 and by the lunar new year: lunar-javascript's getYear{Gan,Zhi}ByLiChun and
 * getYear{Gan,Zhi}.
 */
import { Solar } from 'lunar-javascript';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { DEFAULT_BIRTH_SETTINGS, schoolSettingsOf } from './birthSettings';

const SCHOOL = {
  day_change: '00:00-same-stem',
  luck_start: 'sect1',
  qimen_method: 'zhirun',
  // The longest plate (issue 42: its column widens on PostgreSQL).
  qimen_plate: 'flying-yin-reverse',
  year_start: 'lunar-new-year',
  // Issue 43's flying-star options, each its longest value (the columns' widths on PostgreSQL).
  day_star_rule: 'solstice-jiazi-to-winter',
  star_flight: 'yin-backward',
  replacement_degrees: '4.5',
  replacement_five: 'replace',
  // Issue 45's Bazi reading options, each its longest value.
  noble_rhyme: 'geng-xin',
  stem_clash: 'none',
  yin_blade: 'before-lu',
  birth_time_unknown: true,
  birth_time_window: 30,
};

/**
 * The school a new user and a new person answer: the bff's defaults (a new person is saved with
 * them; a new user gets the columns' defaults, which must agree).
 */
const DEFAULTS = schoolSettingsOf({}, DEFAULT_BIRTH_SETTINGS);

const BAD: readonly [string, unknown][] = [
  ['day_change', '00:30'],
  ['luck_start', 'sect3'],
  ['qimen_method', 'zhiRun'],
  ['qimen_plate', 7],
  ['year_start', ''],
  ['day_star_rule', 'nearest'],
  ['star_flight', 'backward'],
  ['replacement_degrees', 4.5],
  ['replacement_five', 'drop'],
  ['noble_rhyme', 'geng'],
  ['stem_clash', 'all'],
  ['yin_blade', 'after'],
  ['birth_time_unknown', 'maybe'],
  ['birth_time_window', 721],
  ['birth_time_window', -1],
  ['birth_time_window', 2.5],
  ['birth_time_window', '0x10'],
];

/** lunar-javascript's day and hour pillars of a Beijing clock reading, in one of its sects. */
function lunarPillars(hour: number, minute: number, sect: 1 | 2, day = 10) {
  const eightChar = Solar.fromYmdHms(2024, 3, day, hour, minute, 0).getLunar().getEightChar();
  eightChar.setSect(sect);
  return { day: eightChar.getDay(), hour: eightChar.getTime() };
}

describe(`schools on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const late = { gender: 1, birth_date: '2024-03-10', birth_time: '23:30' };
  const pillarsOf = (record: { bz_chart: string }) => {
    const { pillars } = JSON.parse(record.bz_chart) as {
      pillars: {
        day: { stem: string; branch: string };
        hour: { stem: string; branch: string } | null;
      };
    };
    return {
      day: pillars.day.stem + pillars.day.branch,
      hour: pillars.hour && pillars.hour.stem + pillars.hour.branch,
    };
  };

  it("answers today's school by default, and saves each field of the school card alone", async () => {
    const { token } = await signedUpOwner(server, 'pro', false);
    const me = await server.call('GET', '/api/user', undefined, token);
    expect(me.body.data).toMatchObject(DEFAULTS);
    const saved = await server.call('PATCH', '/api/user', SCHOOL, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(SCHOOL);
    expect((await server.call('GET', '/api/user', undefined, token)).body.data).toMatchObject(
      SCHOOL,
    );
    const zoned = { time_zone: 'Europe/London', luck_start: 'sect2' };
    expect((await server.call('PATCH', '/api/user', zoned, token)).body.data).toMatchObject(zoned);
  });

  it.each(BAD)('refuses %s = %p naming the field', async (field, value) => {
    const { token } = await signedUpOwner(server, 'pro', false);
    const answer = await server.call('PATCH', '/api/user', { [field]: value }, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Please select an option', inputError: field });
    const person = await server.call(
      'POST',
      '/api/people',
      { name: 'P', ...late, [field]: value },
      token,
    );
    expect(person.status).toBe(400);
    expect(person.body.inputError).toBe(field);
  });

  it('reads the stored chart in the day change of the school card, for the user', async () => {
    const { token, email } = await signedUpOwner(server, 'pro', false);
    const profile = await server.call(
      'PATCH',
      '/api/account',
      { name: 'Zoe', email, ...late },
      token,
    );
    expect(pillarsOf(profile.body.data)).toEqual(lunarPillars(23, 30, 1));
    const midnight = await server.call(
      'PATCH',
      '/api/user',
      { day_change: '00:00', time_zone: 'Europe/London' },
      token,
    );
    expect(midnight.body.data.time_zone).toBe('Europe/London');
    expect(pillarsOf(midnight.body.data)).toEqual(lunarPillars(23, 30, 2));
    const sameStem = await server.call(
      'PATCH',
      '/api/user',
      { day_change: '00:00-same-stem' },
      token,
    );
    expect(pillarsOf(sameStem.body.data)).toEqual({
      day: lunarPillars(23, 30, 2).day,
      hour: lunarPillars(0, 30, 2).hour,
    });
  });

  it("saves a person's school with their form, and reads their chart in it", async () => {
    const { token } = await signedUpOwner(server, 'pro', false);
    const added = await server.call('POST', '/api/people', { name: 'P', ...late }, token);
    expect(added.body.data).toMatchObject(DEFAULTS);
    expect(pillarsOf(added.body.data)).toEqual(lunarPillars(23, 30, 1));
    const id = added.body.data.id as string;
    const known = { ...SCHOOL, day_change: '00:00', birth_time_unknown: false };
    const edit = (fields: object) =>
      server.call('PATCH', `/api/people/${id}`, { name: 'P', ...late, ...fields }, token);
    const edited = await edit(known);
    expect(edited.body.data).toMatchObject(known);
    expect(pillarsOf(edited.body.data)).toEqual(lunarPillars(23, 30, 2));
    // An unknown hour: three pillars, the day read at noon as the engine charts it.
    const unknown = await edit({ ...known, birth_time_unknown: true });
    expect(pillarsOf(unknown.body.data)).toEqual({ day: lunarPillars(12, 0, 2).day, hour: null });
    const listed = await server.call('GET', '/api/people', undefined, token);
    expect(listed.body.data[0]).toMatchObject({ ...known, birth_time_unknown: true });
  });

  it("reads the almanac day in the user's year start", async () => {
    // Between 立春 (2026-02-04) and the lunar new year (2026-02-17): lunar-javascript's two years.
    const lunar = Solar.fromYmd(2026, 2, 10).getLunar();
    const [byLichun, byNewYear] = [
      lunar.getYearGanByLiChun() + lunar.getYearZhiByLiChun(),
      lunar.getYearGan() + lunar.getYearZhi(),
    ];
    expect(byLichun).not.toBe(byNewYear);
    const lichun = await signedUpOwner(server, 'pro', false);
    const newYear = await signedUpOwner(server, 'pro', false);
    await server.call('PATCH', '/api/user', { year_start: 'lunar-new-year' }, newYear.token);
    const yearOf = async (token: string) => {
      const { ts } = (await server.call('GET', '/api/tongshu/get/2026-02-10', undefined, token))
        .body;
      return `${ts.year_gan}${ts.year_zhi}`;
    };
    expect([await yearOf(lichun.token), await yearOf(newYear.token)]).toEqual([
      byLichun,
      byNewYear,
    ]);
  });

  it("draws Qi Men charts in the user's school, the page's switches over it", async () => {
    const member = await signedUpOwner(server, 'pro', false);
    await server.db.knex('users').where({ id: member.id }).update({ internal_team: true });
    const get = (path: string) => server.call('GET', path, undefined, member.token);
    await server.call(
      'PATCH',
      '/api/user',
      { qimen_plate: 'flying', day_change: '00:00' },
      member.token,
    );
    const hour = await get('/api/theqmhour/get/20261122/13');
    expect(hour.body.conventions).toBe(
      'day change 00:00 (early/late Rat hour) · Qi Men 拆补 (split and patch) · flying plate (飞盘) · zone Asia/Shanghai',
    );
    const switched = await get('/api/theqmhour/get/20261122/13?method=zhirun&plate=rotating');
    expect(switched.body.conventions).toBe(
      'day change 00:00 (early/late Rat hour) · Qi Men 置闰 (leap ju) · rotating plate (转盘) · zone Asia/Shanghai',
    );
    // A day chart reads the same under both methods and on the rotating plate in every school:
    // its stamp names neither.
    const day = await get('/api/theqmday/get/2026-11-22%2010:00?method=zhirun');
    expect(day.body.conventions).toBe(
      'day change 00:00 (early/late Rat hour) · zone Asia/Shanghai',
    );
    for (const [query, field] of [
      ['method=zhi', 'method'],
      ['plate=fly', 'plate'],
    ]) {
      const bad = await get(`/api/theqmhour/get/20261122/13?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: 'Please select an option', inputError: field });
    }
  });
});
