/**
 * iCal downloads: the engine's feed for the owner's plan, as text/calendar whatever the client
 * asks for, with validators that let calendar apps and CDNs revalidate (RFC 9110: strong ETag,
 * Last-Modified, 304), and links that stop working when the user renews them.
 */
import {
  birthMoment,
  buildCalendar,
  civilDateAt,
  dateIn,
  defaultWindow,
  formatCivilDate,
  parseZone,
  startOfCivilDate,
  startOfDateIn,
  STARS,
} from '@tongshu/engine';
import { icalEvents } from '@tongshu/engine/testing';
import { fieldsWithoutDate } from '@tongshu/test-support';
import {
  setSubscriptionStatus,
  signedUpOwner,
  startTestServer,
  type TestServer,
} from '@tongshu/test-support/server';

const BIRTH_AT = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

describe(`iCal downloads on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  function download(path: string, headers: Record<string, string> = {}) {
    let request = server.request.get(path);
    for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
    return request.buffer(true).parse((response, done) => {
      // Decoded once at the end: a chunk may end inside a Chinese character's UTF-8 bytes.
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  }

  it('lists the calendars of each plan tier with their download paths', async () => {
    // Each paid plan's calendars and the household feed (issue 44).
    const counts: Record<string, number> = { free: 0, tongshu: 5, simple: 6, pro: 8 };
    for (const [plan, count] of Object.entries(counts)) {
      const owner = await signedUpOwner(server, plan, false);
      const listed = await server.call('GET', '/api/calendars', undefined, owner.token);
      expect(listed.body.data).toHaveLength(count);
      for (const row of listed.body.data) {
        expect(row.path).toBe(`/download/ical/${row.calendar}/${owner.icalId}`);
      }
    }
  });

  it("serves the engine's feed as text/calendar with ETag, Last-Modified and Cache-Control", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const path = `/download/ical/personalpro/${owner.icalId}`;
    const response = await download(path, { accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}-gz"$/);
    const plain = await download(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(response.headers.etag?.replace('-gz', ''));
    expect(plain.body).toBe(response.body);
    const today = civilDateAt(Date.now());
    const expected = buildCalendar('personalpro', {
      ...defaultWindow(today, 'personalpro'),
      // The profile's birth on Beijing clocks in 1990's daylight saving: charted on China time.
      birth: birthMoment(BIRTH_AT),
      generatedAt: startOfCivilDate(today),
    });
    expect(response.body).toBe(expected);
    expect(new Date(response.headers['last-modified'] as string).getTime()).toBe(
      startOfCivilDate(today),
    );

    const again = await download(path, { 'if-none-match': response.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // RFC 9110 section 15.4.5: the validators and caching fields only; a cache keeps the rest.
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.headers['cache-control']).toBe('private, max-age=3600');
    expect(again.headers.vary).toBe('Accept-Encoding');
    for (const dropped of ['content-disposition', 'content-security-policy', 'last-modified']) {
      expect(again.headers[dropped]).toBeUndefined();
    }
    const since = await download(path, {
      'if-modified-since': response.headers['last-modified'] as string,
    });
    expect(since.status).toBe(304);
    const changed = await download(path, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  // Issue 43: the engine's feed test holds each date's star to lunar-javascript; here the owner's
  // zone and day change reach the feed, and its star is the one the /tongshu card draws.
  it("names each day's flying star on the owner's clock and day change, as /tongshu does", async () => {
    const owner = await signedUpOwner(server, 'tongshu', false);
    const settings = { time_zone: 'Europe/Berlin', day_change: '00:00' };
    expect((await server.call('PATCH', '/api/user', settings, owner.token)).status).toBe(200);
    const clock = parseZone('Europe/Berlin');
    const today = dateIn(clock, Date.now());
    const feed = await download(`/download/ical/tongshueng/${owner.icalId}`);
    expect(feed.body).toBe(
      buildCalendar('tongshueng', {
        ...defaultWindow(today, 'tongshueng'),
        generatedAt: startOfDateIn(clock, today),
        zone: 'Europe/Berlin',
        school: { dayChange: 'midnight' },
      }),
    );
    const lines = (event: ReturnType<typeof icalEvents>[number]) =>
      String(event.getFirstPropertyValue('description')).split('\n');
    const events = icalEvents(feed.body);
    for (const event of events) {
      expect(lines(event).filter((line) => line.startsWith('Day star: '))).toHaveLength(1);
    }
    const date = formatCivilDate(today);
    const page = await server.call(
      'GET',
      `/api/tongshu/get/${date.replaceAll('-', '')}`,
      undefined,
      owner.token,
    );
    const star = STARS[(page.body.stars as { day: { center: number } }).day.center - 1];
    const todays = events.find((e) => String(e.getFirstPropertyValue('dtstart')) === date);
    expect(todays && lines(todays)).toContain(`Day star: ${star?.label}.`);
  });

  it('gives a calendar only to plans that include it (402 with the plan)', async () => {
    const simple = await signedUpOwner(server, 'simple');
    expect((await download(`/download/ical/personalsim/${simple.icalId}`)).status).toBe(200);
    const refused = await server.call('GET', `/download/ical/personalpro/${simple.icalId}`);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      message: 'Your plan does not include the Personal Pro (day) calendar',
      plan: 'simple',
      calendar: 'personalpro',
    });
    const free = await signedUpOwner(server, 'free', false);
    expect((await server.call('GET', `/download/ical/tongshueng/${free.icalId}`)).status).toBe(402);
    await setSubscriptionStatus(server, simple.accountId, 'past_due');
    expect((await server.call('GET', `/download/ical/tongshueng/${simple.icalId}`)).status).toBe(
      402,
    );
  });

  it('needs birth data for the personal calendars', async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const answer = await server.call('GET', `/download/ical/personalprohour/${owner.icalId}`);
    expect(answer.status).toBe(400);
    expect(answer.body.inputError).toBe('birth_date');
    expect((await download(`/download/ical/qmdirection/${owner.icalId}`)).status).toBe(200);
  });

  it('answers 404 for unknown calendars and ids, and for a renewed (revoked) link', async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    for (const path of [
      `/download/ical/nosuch/${owner.icalId}`,
      '/download/ical/tongshueng/not-an-id',
      `/download/ical/tongshueng/${owner.icalId}x`,
      '/download/ical/..%2F..%2Fetc%2Fpasswd/x',
      `/download/ical/tongshueng/..%2F${owner.icalId}`,
    ]) {
      expect((await server.call('GET', path)).status).toBe(404);
    }
    const old = `/download/ical/tongshueng/${owner.icalId}`;
    expect((await download(old)).status).toBe(200);
    const rotated = await server.call('POST', '/api/calendars/rotate', {}, owner.token);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.ical_id as string;
    expect(fresh).not.toBe(owner.icalId);
    expect(fresh.length).toBeGreaterThanOrEqual(32);
    expect((await server.call('GET', old)).status).toBe(404);
    expect((await download(`/download/ical/tongshueng/${fresh}`)).status).toBe(200);
  });
});

describe(`kept feed answers on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // A minute rather than the default second, so that a kept answer outlives the test's steps.
    server = await startTestServer({ SESSION_CACHE_MS: '60000' });
  });
  afterAll(() => server.close());

  it('replays a feed exactly as built, and a write through the bff drops it at once', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const path = `/download/ical/tongshueng/${owner.icalId}`;
    const built = await server.request.get(path).buffer(true);
    expect(built.status).toBe(200);
    expect(built.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // A hand edit is not seen while the answer is kept (the bound SESSION_CACHE_MS documents)...
    await server.db.knex('users').where({ id: owner.id }).update({ ical_id: 'edited-by-hand' });
    const kept = await server.request.get(path).buffer(true);
    expect(kept.status).toBe(200);
    expect(fieldsWithoutDate(kept.headers)).toEqual(fieldsWithoutDate(built.headers));
    expect(kept.text).toBe(built.text);
    // ...but any write through the bff is: here the owner renews the links.
    const rotated = await server.call('POST', '/api/calendars/rotate', {}, owner.token);
    expect(rotated.status).toBe(200);
    expect((await server.call('GET', path)).status).toBe(404);
    const renewed = `/download/ical/tongshueng/${rotated.body.data.ical_id as string}`;
    expect((await server.request.get(renewed)).status).toBe(200);
    expect((await server.request.get(renewed)).status).toBe(200);
  });

  it('closes a kept feed at once when the owner moves to a plan without it', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const path = `/download/ical/personalpro/${owner.icalId}`;
    expect((await server.request.get(path)).status).toBe(200);
    expect((await server.request.get(path)).status).toBe(200);
    const changed = await server.call(
      'PATCH',
      '/api/account/plan',
      { plan: 'tongshu' },
      owner.token,
    );
    expect(changed.status).toBe(200);
    // Refusals are never kept: each is the app's own answer.
    expect((await server.call('GET', path)).status).toBe(402);
    expect((await server.call('GET', path)).status).toBe(402);
  });
});
