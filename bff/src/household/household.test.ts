/**
 * The household feed on the running bff (issue 44): the user and their people listed with their
 * lunar birthdays, kinds and people switched in and out, a year's preview, and the feed itself:
 * exactly the engine's `householdCalendar` for the same people, school and window on the user's
 * clock (the engine checks each kind against its oracle: ICU's Chinese calendar, the HKO tables,
 * the term oracles, `tongshu bazi`), read by ical.js. Gated to paid plans; members are the
 * user's own people only, a teammate's too is refused.
 */
import { formatCivilDate, lunarBirthdays } from '@tongshu/engine';
import { icalEvents } from '@tongshu/engine/testing';
import {
  newApiKey,
  signedUpOwner,
  startTestServer,
  type TestServer,
} from '@tongshu/test-support/server';
import type { HouseholdAnswer } from '../api';

const MUM = {
  name: 'Mum Wong',
  gender: 0,
  birth_date: '1950-03-12',
  birth_time: '08:00',
  birth_tz: 'Asia/Hong_Kong',
};
// 2020-06-15 is 闰四月廿四 (leap 4th month); 1987-07-25 is 六月三十 (a 30th).
const CHILD = { name: 'Kit', gender: 1, birth_date: '2020-06-15', birth_time: '10:00' };
const FRIEND = { name: 'Ann', gender: 0, birth_date: '1987-07-25', birth_time: '12:00' };

describe(`the household feed on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A feed's status and text (decoded once: a chunk may end inside a character's bytes). */
  async function download(path: string): Promise<{ status: number; body: string }> {
    const response = await server.request
      .get(path)
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    return { status: response.status, body: String(response.body) };
  }

  async function household(token: string): Promise<HouseholdAnswer> {
    return (await server.call('GET', '/api/household', undefined, token)).body.data;
  }

  it('lists everyone, previews a year, and serves the engine’s feed for them', async () => {
    const owner = await signedUpOwner(server, 'tongshu');
    await server.call('PATCH', '/api/user', { time_zone: 'Europe/Berlin' }, owner.token);
    const ids: string[] = [];
    for (const person of [MUM, CHILD, FRIEND])
      ids.push((await server.call('POST', '/api/people', person, owner.token)).body.data.id);
    const answer = await household(owner.token);
    expect(answer.kinds).toEqual(['birthdays', 'festivals', 'terms', 'luck', 'taiSui']);
    const byName = Object.fromEntries(answer.members.map((m) => [m.name, m]));
    expect(byName['Kit']?.lunar_birthday).toMatch(/leap/i);
    expect(byName['Ann']).toMatchObject({ included: true, thirtieth_rule: 'last-day' });
    expect(answer.path).toMatch(/^\/download\/ical\/household\/.+/);
    expect(answer.preview.some((event) => /^Mum Wong: lunar birthday/.test(event.summary))).toBe(
      true,
    );
    const saved = await server.call(
      'PATCH',
      '/api/household',
      {
        kinds: ['birthdays', 'festivals'],
        xiaonian: 'south',
        members: [
          { subject: ids[2], included: false },
          { subject: ids[1], leap_rule: 'regular' },
        ],
      },
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.preview.some((e: { summary: string }) => e.summary.startsWith('Ann')),
    ).toBe(false);
    const feed = await download(answer.path);
    expect(feed.status).toBe(200);
    // Compressed, with validators, as every other feed (walk of 2026-11-29: 253 KB plain a poll).
    const sent = await server.request.get(answer.path);
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.headers['last-modified']).toBeDefined();
    const again = await server.request
      .get(answer.path)
      .set('if-none-match', String(sent.headers.etag));
    expect(again.status).toBe(304);
    const text = String(feed.body);
    const events = icalEvents(text);
    expect(text).not.toContain('Ann:');
    expect(
      Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line))),
    ).toBeLessThanOrEqual(75);
    const dates = (prefix: string) =>
      events
        .filter((event) => String(event.getFirstPropertyValue('summary')).startsWith(prefix))
        .map((event) => String(event.getFirstPropertyValue('dtstart')));
    // Each lunar birthday where the engine puts it (checked there against ICU's Chinese calendar),
    // the child's leap-month birth in the regular month as the rule now chosen says.
    const year = new Date().getFullYear();
    const expected = (date: string, rule: 'leap-or-regular' | 'regular') => {
      const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
      return lunarBirthdays({ year: y, month: m, day: d }, year - 1, year + 20, { leap: rule })
        .map((birthday) => formatCivilDate(birthday.date))
        .filter((on) => on >= `${year - 1}-01-01` && on <= `${year + 20}-12-31`);
    };
    expect(dates('Mum Wong: lunar birthday')).toEqual(expected(MUM.birth_date, 'leap-or-regular'));
    expect(dates('Kit: lunar birthday')).toEqual(expected(CHILD.birth_date, 'regular'));
    const summaries = events.map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries.filter((summary) => summary.includes('luck pillar'))).toEqual([]);
    expect(summaries.some((summary) => summary.includes('小年'))).toBe(true);
  });

  it('refuses bad kinds, rules and anyone else’s person, naming the field', async () => {
    const owner = await signedUpOwner(server, 'tongshu');
    const teammate = await signedUpOwner(server, 'tongshu');
    await server.db
      .knex('users')
      .where({ id: teammate.id })
      .update({ account_id: owner.accountId });
    const theirs = (await server.call('POST', '/api/people', MUM, teammate.token)).body.data.id;
    for (const [body, field] of [
      [{ kinds: ['birthdays', 'weather'] }, 'kinds'],
      [{ kinds: 5 }, 'kinds'],
      [{ xiaonian: 'east' }, 'xiaonian'],
      [{ tai_sui: ['harm', 'x'] }, 'tai_sui'],
      [{ members: [{ subject: theirs, included: false }] }, 'members'],
      [{ members: [{ subject: 'me', included: 'yes' }] }, 'members'],
      [{ members: [{ subject: 'me', leap_rule: 'lunar' }] }, 'members'],
      [{ members: 'me' }, 'members'],
    ] as const) {
      const answer = await server.call('PATCH', '/api/household', body, owner.token);
      expect({ status: answer.status, field: answer.body.inputError }).toEqual({
        status: 400,
        field,
      });
    }
    const mine = await household(teammate.token);
    expect(mine.members.find((m) => m.subject === theirs)?.included).toBe(true);
  });

  it('answers /api/v1/household for the key owner’s people, bounded to three years', async () => {
    const owner = await signedUpOwner(server, 'pro');
    await server.call('PATCH', '/api/user', { time_zone: 'Europe/Berlin' }, owner.token);
    await server.call('POST', '/api/people', MUM, owner.token);
    const { key } = await newApiKey(server, owner.token);
    const asked = await server.call(
      'GET',
      '/api/v1/household?from=2027-01-01&to=2027-12-31',
      undefined,
      key,
    );
    expect(asked.status).toBe(200);
    expect(asked.body.zone).toBe('Europe/Berlin');
    const birthdays = asked.body.events.filter((event: { summary: string }) =>
      event.summary.startsWith('Mum Wong: lunar birthday'),
    );
    const [birthday] = lunarBirthdays({ year: 1950, month: 3, day: 12 }, 2027, 2027);
    expect(birthdays.map((event: { date: string }) => event.date)).toEqual([
      formatCivilDate(birthday!.date),
    ]);
    const terms = asked.body.events.filter((event: { time: string | null }) => event.time);
    expect(terms.length).toBeGreaterThanOrEqual(24);
    const long = await server.call(
      'GET',
      '/api/v1/household?from=2027-01-01&to=2031-12-31',
      undefined,
      key,
    );
    expect([long.status, long.body.inputError]).toEqual([400, 'to']);
  });

  it('is for paid plans: the free plan gets 402, an unknown link 404', async () => {
    const free = await signedUpOwner(server, 'free');
    const refused = await server.call('GET', '/api/household', undefined, free.token);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('The household calendar comes with every paid plan');
    const unknown = await server.call(
      'GET',
      '/download/ical/household/nobody',
      undefined,
      undefined,
    );
    expect(unknown.status).toBe(404);
  });
});
