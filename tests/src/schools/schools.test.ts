/**
 * A user's and a person's school end to end (issue 35), on the built bff: every school field saved
 * and read back for the user and for a person, a bad value refused naming the field, the schools
 * API's answers and its 404 for another user's person, and the user's school reaching the stored
 * Bazi chart and a feed's description. Expected pillars of a birth at 2024-03-10 23:30 Beijing
 * time: lunar-javascript's EightChar, sect 1 (day change 23:00) and sect 2 (midnight); the luck
 * start of 1995-05-15 14:30: tyme4ts's LunarSect1 and LunarSect2 child-limit providers.
 */
import { Solar } from 'lunar-javascript';
import {
  ChildLimit,
  DefaultChildLimitProvider,
  Gender,
  LunarSect1ChildLimitProvider,
  LunarSect2ChildLimitProvider,
  SolarTime,
  type ChildLimitProvider,
} from 'tyme4ts';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { signUp, type Person } from '../support/people';

const LATE = { gender: 1, birth_date: '2024-03-10', birth_time: '23:30' };
const SCHOOL = {
  day_change: '00:00',
  luck_start: 'sect1',
  qimen_method: 'zhirun',
  qimen_plate: 'flying',
  year_start: 'lunar-new-year',
  // The flying stars' options (issue 43).
  day_star_rule: 'six-segments',
  star_flight: 'yin-backward',
  replacement_degrees: '4.5',
  replacement_five: 'replace',
  // The Bazi reading's options (issue 45).
  noble_rhyme: 'geng-xin',
  stem_clash: 'none',
  yin_blade: 'after-lu',
  birth_time_unknown: false,
  birth_time_window: 60,
};

/** lunar-javascript's day pillar of the late birth in one of its sects. */
function lunarDay(sect: 1 | 2): string {
  const eightChar = Solar.fromYmdHms(2024, 3, 10, 23, 30, 0).getLunar().getEightChar();
  eightChar.setSect(sect);
  return eightChar.getDay();
}

const dayPillarOf = (record: { bz_chart: string }): string => {
  const { day } = JSON.parse(record.bz_chart).pillars as { day: { stem: string; branch: string } };
  return day.stem + day.branch;
};

describe(`a user's and a person's school (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let owner: Person;
  let stranger: Person;

  beforeAll(async () => {
    store = await createStore();
    bff = await startBff({ store });
    owner = await signUp(bff, 'schools-owner');
    stranger = await signUp(bff, 'schools-stranger');
    const late = await bff.call(
      'PATCH',
      '/api/account',
      { name: 'Owner', email: owner.email, ...LATE },
      owner.token,
    );
    expect(late.status).toBe(200);
  }, 60000);

  afterAll(async () => {
    await bff?.stop();
    await store?.close();
  });

  const get = (path: string, token = owner.token) => bff.call('GET', path, undefined, token);
  /** A feed's text with its folded lines (RFC 5545 section 3.1) joined again. */
  const feedText = async (path: string) => (await get(path)).text.replace(/\r\n[ \t]/g, '');

  it("saves the user's school, reads their chart in it, and stamps their feed with it", async () => {
    const feed = `/download/ical/personalpro/${owner.icalId}`;
    const before = await get('/api/user');
    expect(dayPillarOf(before.json.data)).toBe(lunarDay(1));
    expect(await feedText(feed)).toContain('day change 23:00');
    const saved = await bff.call('PATCH', '/api/user', SCHOOL, owner.token);
    expect(saved.status).toBe(200);
    expect((await get('/api/user')).json.data).toMatchObject(SCHOOL);
    expect(dayPillarOf(saved.json.data)).toBe(lunarDay(2));
    const stamped = await feedText(feed);
    expect(stamped).toContain('day change 00:00 (early/late Rat hour)');
    expect(stamped).not.toContain('day change 23:00');
  });

  it("starts the luck pillars by the user's rule, as tyme4ts's LunarSect1/2 providers do", async () => {
    const mid = {
      name: 'Owner',
      email: owner.email,
      ...LATE,
      birth_date: '1995-05-15',
      birth_time: '14:30',
    };
    const luckStart = (record: { bz_chart: string }) => {
      const { start } = JSON.parse(record.bz_chart).luck as {
        start: { year: number; month: number; day: number };
      };
      return [start.year, start.month, start.day].join('-');
    };
    // tyme4ts's child-limit providers are one global setting: each reading restores the default.
    const yunOf = (provider: ChildLimitProvider) => {
      ChildLimit.provider = provider;
      const birth = SolarTime.fromYmdHms(1995, 5, 15, 14, 30, 0);
      const end = ChildLimit.fromSolarTime(birth, Gender.MAN).getEndTime();
      ChildLimit.provider = new DefaultChildLimitProvider();
      return [end.getYear(), end.getMonth(), end.getDay()].join('-');
    };
    const sect2 = await bff.call(
      'PATCH',
      '/api/account',
      { ...mid, luck_start: 'sect2' },
      owner.token,
    );
    expect(luckStart(sect2.json.data)).toBe(yunOf(new LunarSect2ChildLimitProvider()));
    const sect1 = await bff.call('PATCH', '/api/user', { luck_start: 'sect1' }, owner.token);
    expect(luckStart(sect1.json.data)).toBe(yunOf(new LunarSect1ChildLimitProvider()));
    expect(luckStart(sect1.json.data)).not.toBe(luckStart(sect2.json.data));
    const late = { name: 'Owner', email: owner.email, ...LATE, ...SCHOOL };
    expect((await bff.call('PATCH', '/api/account', late, owner.token)).status).toBe(200);
  });

  it('charts an unknown hour with three pillars, on the record, the day page and the feed', async () => {
    const unknown = await signUp(bff, 'schools-unknown');
    const saved = await bff.call('PATCH', '/api/user', { birth_time_unknown: true }, unknown.token);
    const chart = JSON.parse(saved.json.data.bz_chart);
    expect([chart.pillars.hour, chart.hourKnown]).toEqual([null, false]);
    const day = await get('/api/tongshu/get/2026-11-22', unknown.token);
    expect(day.json.destiny_chief_box).toBeNull();
    const feed = await feedText(`/download/ical/personalpro/${unknown.icalId}`);
    expect(feed).toContain('birth hour unknown: hour-dependent items left out');
  });

  it("names the owner's year start on an almanac feed, whoever fetched it first", async () => {
    // The owner's school says the lunar new year, the stranger's is the default: a feed cache keyed
    // without the school would serve the second the first's.
    const almanacFeed = (who: Person) => feedText(`/download/ical/tongshueng/${who.icalId}`);
    expect(await almanacFeed(stranger)).toContain('year from 立春 (Start of Spring)');
    expect(await almanacFeed(owner)).toContain('year from the lunar new year (正月初一)');
  });

  it('refuses a bad value of each field, naming it, for the user and a person', async () => {
    for (const [field, value] of [
      ['day_change', '24:00'],
      ['luck_start', 'china96'],
      ['qimen_method', 'both'],
      ['qimen_plate', ''],
      ['year_start', 'chinese-new-year'],
      ['day_star_rule', 'solstice'],
      ['star_flight', 'reverse'],
      ['replacement_degrees', '5'],
      ['replacement_five', 'five'],
      ['noble_rhyme', 'xin'],
      ['stem_clash', 'two'],
      ['yin_blade', 'yang'],
      ['birth_time_unknown', 'perhaps'],
      ['birth_time_window', 1000],
    ] as const) {
      const user = await bff.call('PATCH', '/api/user', { [field]: value }, owner.token);
      expect({ status: user.status, json: user.json }).toEqual({
        status: 400,
        json: { message: 'Please select an option', inputError: field },
      });
      const person = await bff.call(
        'POST',
        '/api/people',
        { name: 'P', ...LATE, [field]: value },
        owner.token,
      );
      expect([person.status, person.json.inputError]).toEqual([400, field]);
    }
  });

  it("saves a person's school, compares their birth in it, and hides them from anyone else", async () => {
    const body = { name: 'Client', ...LATE, ...SCHOOL, day_change: '00:00-same-stem' };
    const added = await bff.call('POST', '/api/people', body, owner.token);
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ ...SCHOOL, day_change: '00:00-same-stem' });
    const id = String(added.json.data.id);
    const compared = await get(`/api/schools/bazi?person=${id}`);
    expect(compared.status).toBe(200);
    expect(compared.json.data.school).toMatchObject({
      dayChange: 'midnight-same-stem',
      luckStart: 'sect1',
    });
    const day = compared.json.data.differences.find(
      (d: { field: string }) => d.field === 'day pillar',
    );
    expect(
      day.values.map((v: { school: string; value: string }) => [v.school, v.value.slice(0, 2)]),
    ).toEqual([
      ['midnight-same-stem', lunarDay(2)],
      ['23:00', lunarDay(1)],
      ['midnight', lunarDay(2)],
    ]);
    expect((await get(`/api/schools/bazi?person=${id}`, stranger.token)).status).toBe(404);
  });

  it('answers where schools differ for a day and a Qi Men chart, in the shape of the contract', async () => {
    await store.db().knex('users').where({ id: owner.id }).update({ internal_team: true });
    expect((await bff.call('PATCH', '/api/user', SCHOOL, owner.token)).status).toBe(200);
    for (const path of [
      '/api/schools/bazi',
      '/api/schools/day?date=2026-02-10',
      '/api/schools/qimen?kind=hour&date=2026-11-22&time=13:00',
      '/api/schools/qimen?kind=day&date=2026-11-22',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.json.data).toEqual({
        school: expect.objectContaining({ dayChange: 'midnight', qimenPlate: 'flying' }),
        compared: expect.any(Array),
        differences: expect.any(Array),
      });
      for (const difference of answer.json.data.differences)
        expect(Object.keys(difference).sort()).toEqual([
          'field',
          'option',
          'source',
          'values',
          'why',
        ]);
    }
    // The day star under the owner's count first: xuankong-zibai 0.3.0's computeDayStar, run for
    // real (engine/src/oracles/dayStarSegments.json), gives 2026-11-28 9 Purple, as does
    // lunar-javascript's Lunar.getDayNineStar() for the nearest-甲子 count.
    const stars = (await get('/api/schools/day?date=2026-11-28')).json.data;
    expect(stars.school).toMatchObject({ dayStarRule: 'six-segments', starFlight: 'yin-backward' });
    const star = stars.differences.find((d: { field: string }) => d.field === 'day star');
    const lunar = Solar.fromYmd(2026, 11, 28).getLunar().getDayNineStar().getIndex() + 1;
    expect(star.values.slice(0, 2)).toMatchObject([
      { school: 'six-segments', value: '9 Purple (九紫)' },
      { school: 'solstice-jiazi', value: `${lunar} Purple (九紫)` },
    ]);
    const hour = await get('/api/theqmhour/get/20261122/13?plate=rotating');
    expect(hour.json.conventions).toContain('rotating plate (转盘)');
    expect(hour.json.conventions).toContain('Qi Men 置闰 (leap ju)');
  });
});
