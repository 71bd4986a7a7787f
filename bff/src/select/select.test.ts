/**
 * GET /api/select on the running bff: the Pro tier's date selection for the signed-in user,
 * the same answer as the engine's for their chart, 402 with the plan to upgrade to below Pro,
 * and 400 with `inputError` for bad input.
 */
import { randomUUID } from 'node:crypto';
import { baziChart, parseBirth, selectDays, selectionPerson } from '@tongshu/engine';
import { MAX_PEOPLE } from '../people';
import {
  BIRTH,
  signedUpOwner,
  startTestServer,
  type TestServer,
} from '@tongshu/test-support/server';

describe(`date selection on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const select = (query: string, token: string) =>
    server.call('GET', `/api/select?${query}`, undefined, token);

  it('answers the engine\'s selection for the user ("me") on a Pro plan', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const answer = await select(
      'activity=%E5%AB%81%E5%A8%B6&from=2026-03-01&to=2026-05-31&people=me',
      owner.token,
    );
    expect(answer.status).toBe(200);
    const chart = baziChart(parseBirth(BIRTH.birth_date, BIRTH.birth_time, 'male'));
    const expected = selectDays({
      activity: '嫁娶',
      from: '2026-03-01',
      to: '2026-05-31',
      people: [selectionPerson('Owner', chart)],
    });
    expect(answer.body.data.days).toEqual(expected.days);
    expect(answer.body.data.refused).toEqual(expected.refused);
    expect(answer.body.data.tradition).toBe('the popular almanac tradition');
    // The English phrase names the same activity; no people is a selection for the day alone.
    const english = await select('activity=Marriage&from=2026-03-01&to=2026-03-31', owner.token);
    expect(english.body.data.activity).toEqual({ zh: '嫁娶', en: 'Marriage' });
    // Everyday words and compact dates, as every door reads them (issue 42).
    const everyday = await select('activity=wedding&from=20260301&to=20260331', owner.token);
    expect(everyday.body.data).toEqual(english.body.data);
  });

  it('searches the activities for any signed-in user, a lower plan too', async () => {
    const owner = await signedUpOwner(server, 'tongshu');
    const found = await server.call(
      'GET',
      '/api/select/activities?q=wedding',
      undefined,
      owner.token,
    );
    expect(found.body.data[0]).toEqual({ zh: '嫁娶', en: 'Marriage' });
    const all = await server.call('GET', '/api/select/activities', undefined, owner.token);
    // 139 terms less 齐醮, a variant writing of 斋醮 offered once.
    expect(all.body.data).toHaveLength(138);
  });

  it('sends lower plans to the upgrade page with the plan that has it (402)', async () => {
    for (const plan of ['tongshu', 'simple']) {
      const owner = await signedUpOwner(server, plan);
      const answer = await select('activity=Marriage&from=2026-03-01&to=2026-03-31', owner.token);
      expect(answer).toEqual({
        status: 402,
        body: { message: 'Date selection is part of the Pro Plan', plan: 'pro' },
      });
    }
  });

  it('refuses bad input with 400 and the field at fault', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const noBirth = await signedUpOwner(server, 'pro', false);
    const cases: [string, string, string][] = [
      ['from=2026-03-01&to=2026-03-31', 'activity', owner.token],
      ['activity=flying&from=2026-03-01&to=2026-03-31', 'activity', owner.token],
      [`activity=${'a'.repeat(101)}&from=2026-03-01&to=2026-03-31`, 'activity', owner.token],
      ['activity=Marriage&from=2026-02-30&to=2026-03-31', 'from', owner.token],
      ['activity=Marriage&from=2026-01-01&to=2027-01-02', 'to', owner.token],
      ['activity=Marriage&to=2026-03-31', 'from', owner.token],
      ['activity=Marriage&from=2026-03-01&to=2026-03-31&people=someone', 'people', owner.token],
      ['activity=Marriage&from=2026-03-01&to=2026-03-31&people=me', 'people', noBirth.token],
      ['activity=Marriage&from=2026-03-01&to=2026-03-31&weak=yes', 'weak', owner.token],
    ];
    for (const [query, field, token] of cases) {
      const answer = await select(query, token);
      expect({ query, status: answer.status, field: answer.body.inputError }).toEqual({
        query,
        status: 400,
        field,
      });
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('reads every person of a selection in one query, and refuses longer lists before any', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const chart = JSON.stringify(baziChart(parseBirth('1988-11-02', '08:00', 'female')));
    const ids = Array.from({ length: MAX_PEOPLE }, () => randomUUID());
    await server.db.knex('people').insert(
      ids.map((id, i) => ({
        ...{ id, user_id: owner.id, name: `P${i}`, gender: 0, birth_date: '1988-11-02' },
        ...{ birth_time: '08:00', birth_tz: 'Asia/Shanghai', solar_time: false },
        ...{ day_change: '23:00', china_dst: 'removed', dm: '甲', bz_chart: chart },
        date_created: new Date().toISOString(),
      })),
    );
    const peopleQueries: string[] = [];
    const seen = (query: { sql: string }) => {
      if (/from [`"]?people\b/.test(query.sql)) peopleQueries.push(query.sql);
    };
    server.db.knex.on('query', seen);
    try {
      const range = 'activity=Marriage&from=2027-01-01&to=2027-01-31';
      const all = await select(`${range}&people=me,${ids.join(',')}`, owner.token);
      expect(all.status).toBe(200);
      expect(peopleQueries).toHaveLength(1);
      peopleQueries.length = 0;
      const refused: [string, string, string][] = [
        [
          `people=me,${ids.join(',')},${randomUUID()}`,
          'people',
          'Please select a maximum of 51 people',
        ],
        [`people=${'me,'.repeat(700)}`, 'people', 'Please enter at most 2000 characters'],
      ];
      for (const [list, field, message] of refused) {
        const answer = await select(`${range}&${list}`, owner.token);
        expect(answer).toEqual({ status: 400, body: { message, inputError: field } });
      }
      // A person id longer than any id is not looked up either.
      const almanac = `/api/tongshu/get/20270101?person=${'p'.repeat(65)}`;
      expect((await server.call('GET', almanac, undefined, owner.token)).status).toBe(404);
      expect(peopleQueries).toEqual([]);
    } finally {
      server.db.knex.off('query', seen);
    }
  });

  it('bounds the dates of the .ics export by the longest selection', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const days = Array.from({ length: 367 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const ics = (dates: string) =>
      server.call(
        'GET',
        `/api/select/ics?activity=Marriage&from=2027-01-01&to=2027-12-31&people=me&dates=${dates}`,
        undefined,
        owner.token,
      );
    // Compact dates (YYYYMMDD) fit 367 in the characters: the count refuses them.
    expect(await ics(days.map((day) => day.replaceAll('-', '')).join(','))).toEqual({
      status: 400,
      body: { message: 'Please select a maximum of 366 dates', inputError: 'dates' },
    });
    expect(await ics(days.join(','))).toEqual({
      status: 400,
      body: { message: 'Please enter at most 4026 characters', inputError: 'dates' },
    });
    const ok = await server.request
      .get(
        `/api/select/ics?activity=Marriage&from=2027-01-01&to=2027-12-31&dates=${days.slice(0, 366).join(',')}`,
      )
      .set('authorization', `Bearer ${owner.token}`);
    expect(ok.status).toBe(200);
  });

  it('exports the selection as .ics, and keeps it as a feed listed with the calendars', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const query = 'activity=Marriage&from=2027-03-01&to=2027-05-31&people=me';
    const all = await select(query, owner.token);
    const kept = all.body.data.days as { date: string }[];
    const two = kept.slice(0, 2).map((day) => day.date);
    const ics = await server.request
      .get(`/api/select/ics?${query}&dates=${two.join(',')}`)
      .set('authorization', `Bearer ${owner.token}`);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // "Export all kept days" sends no date, or an empty list: every kept day (issue 33).
    for (const dates of ['', '&dates=']) {
      const every = await server.request
        .get(`/api/select/ics?${query}${dates}`)
        .set('authorization', `Bearer ${owner.token}`);
      expect(every.text.match(/BEGIN:VEVENT/g)).toHaveLength(kept.length);
    }

    const path = `/download/ical/selected/${owner.icalId}`;
    expect((await server.call('GET', path)).status).toBe(404);
    const keep = await server.call(
      'PUT',
      '/api/select/keep',
      { activity: 'Marriage', from: '2027-03-01', to: '2027-05-31', people: 'me' },
      owner.token,
    );
    expect(keep.body.data).toEqual({ path });
    const listed = await server.call('GET', '/api/calendars', undefined, owner.token);
    expect(listed.body.data.at(-1)).toMatchObject({ calendar: 'selected', path });
    const feed = await server.request.get(path);
    expect(feed.status).toBe(200);
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(kept.length);
    // Compressed, with a strong validator, as every other feed: a poll of the same days is a 304.
    expect(feed.headers['content-encoding']).toBe('gzip');
    const again = await server.request.get(path).set('if-none-match', String(feed.headers.etag));
    expect(again.status).toBe(304);
    // Made as of the start of the owner's day (China's clock by default), not the request's
    // second: every DTSTAMP is that instant, so a poll a second or an hour later is a 304 too.
    const madeAt = new Date(String(feed.headers['last-modified']));
    const chinaClock = new Intl.DateTimeFormat('en-GB', {
      ...{ timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit' },
      hourCycle: 'h23',
    });
    expect(chinaClock.format(madeAt)).toBe('00:00:00');
    expect(Date.now() - madeAt.getTime()).toBeLessThan(24 * 3600 * 1000);
    const stamps = new Set(feed.text.match(/^DTSTAMP:.*$/gm)?.map((line) => line.trim()));
    const utc = madeAt.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect([...stamps]).toEqual([`DTSTAMP:${utc}`]);
    // The feed is the owner's plan's: a lapsed Pro plan sends the subscriber to upgrade.
    await server.db.knex('accounts').where({ id: owner.accountId }).update({ plan: 'simple' });
    expect((await server.call('GET', path)).status).toBe(402);
    await server.db.knex('accounts').where({ id: owner.accountId }).update({ plan: 'pro' });
    await server.call('DELETE', '/api/select/keep', undefined, owner.token);
    expect((await server.call('GET', path)).status).toBe(404);
  });

  it('keeps weak days only when asked; the export and the kept feed are the same all-day events', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const query = 'activity=Marriage&from=2026-11-28&to=2027-02-28&people=me';
    const plain = (await select(query, owner.token)).body.data;
    const asked = (await select(`${query}&weak=true`, owner.token)).body.data;
    type Day = { date: string; score: number; weak: boolean };
    const weak = (asked.days as Day[]).filter((day) => day.weak);
    expect(weak.length).toBeGreaterThan(0);
    expect(weak.every((day) => day.score < 0)).toBe(true);
    expect((plain.days as Day[]).every((day) => day.score >= 0 && !day.weak)).toBe(true);
    const exported = async (extra: string) =>
      (
        await server.request
          .get(`/api/select/ics?${query}${extra}`)
          .set('authorization', `Bearer ${owner.token}`)
      ).text;
    const withWeak = await exported('&weak=true');
    for (const day of weak) expect(withWeak).toContain(`score ${day.score}\\, weak`);
    // Kept with weak=true, the feed still holds no weak day: the export's events, to the byte.
    await server.call(
      'PUT',
      '/api/select/keep',
      { activity: 'Marriage', from: '2026-11-28', to: '2027-02-28', people: 'me', weak: 'true' },
      owner.token,
    );
    const feed = await server.request.get(`/download/ical/selected/${owner.icalId}`);
    const events = (text: string) =>
      text.slice(text.indexOf('BEGIN:VEVENT')).replace(/^DTSTAMP:.*$/gm, '');
    expect(events(feed.text)).toBe(events(await exported('')));
    expect(feed.text.match(/DTSTART;VALUE=DATE:/g)).toHaveLength(plain.days.length);
    expect(feed.text).not.toMatch(/^DTSTART:/m);
  });
});
