/**
 * The edges of the engine's years (1900..2100) against the running bff (issue 42): a request
 * inside them whose chart reaches outside (the 子 slot of 1900-01-01 starts in 1899; a birth
 * window around 1900-01-01 00:30; a New York evening of 2100-12-31 is 2101 in China) is a 400
 * naming its field at every door, never a 500; such a birth is refused when saved; and a bad birth
 * already stored leaves its account readable.
 */
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import type { RawResponse } from '../support/http';
import { PASSWORD, signIn, signUp, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const EDGE = { name: 'Edge', gender: 1, birth_date: '1900-01-01', birth_time: '00:30' };
/** Charts 2100-12-31 12:00 in New York, but is 2101-01-01 01:00 in China: no personal day. */
const LAST = { gender: 1, birth_date: '2100-12-31', birth_time: '12:00' };
const LAST_IN_NEW_YORK = { ...LAST, birth_tz: 'America/New_York' };

describe(`the engine's years at every door (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let owner: Person;
  let key: string;

  bffForFile(tally, async (shared) => {
    ({ store, bff } = shared);
    owner = await signUp(bff, 'edges-owner');
    // Charts are for the internal team (spec section 6): the owner has them, so the edge is tested.
    await store.db().knex('users').where({ id: owner.id }).update({ internal_team: true });
    const made = await bff.call('POST', '/api/account/keys', { name: 'Edges' }, owner.token);
    key = String(made.json.data.key);
  });

  const send = (method: string, path: string, token?: string, body?: unknown) => {
    tally.input();
    return bff.call(method, path, body, token);
  };

  /** A 400 naming `field`: one edge refused as the request's fault. */
  function refused(answer: RawResponse, field: string): void {
    expect({ status: answer.status, field: answer.json?.inputError }).toEqual({
      status: 400,
      field,
    });
    expect(typeof answer.json.message).toBe('string');
    tally.refused();
  }

  it('answers charts that reach 1899 from 1900-01-01 with 400 on the date', async () => {
    const v1 = [
      '/api/v1/schools/qimen?kind=hour&date=1900-01-01&time=00:00',
      '/api/v1/3vv?date=1900-01-01&time=00:00&gender=male&year=1900',
      '/api/v1/qimen/hour?date=1900-01-01&time=00:00',
    ];
    for (const path of v1) refused(await send('GET', path, key), 'date');
    const site = [
      '/api/theqmhour/get/19000101/0',
      '/api/schools/qimen?kind=hour&date=19000101&time=00:00',
    ];
    for (const path of site) refused(await send('GET', path, owner.token), 'date');
    // The day itself charts: only what reaches out of the years is refused.
    expect((await send('GET', '/api/theqmhour/get/19000101/3', owner.token)).status).toBe(200);
  });

  it('refuses a birth window that reaches 1899 on the window, and keeps a narrower one', async () => {
    for (const window of [60, 120]) {
      const body = { ...EDGE, birth_time_window: window };
      refused(await send('POST', '/api/people', owner.token, body), 'birth_time_window');
    }
    const narrow = await send('POST', '/api/people', owner.token, {
      ...EDGE,
      birth_time_window: 30,
    });
    expect(narrow.status).toBe(201);
  });

  it('refuses a birth that cannot be charted everywhere when it is saved', async () => {
    const profile = { id: owner.id, name: 'Owner', email: owner.email, ...LAST_IN_NEW_YORK };
    refused(await send('PATCH', '/api/user', owner.token, profile), 'birth_date');
    const person = { name: 'Last', ...LAST_IN_NEW_YORK };
    refused(await send('POST', '/api/people', owner.token, person), 'birth_date');
    // The same birth on China's clock stays 2100: it charts everywhere and is kept.
    expect((await send('POST', '/api/people', owner.token, { name: 'Last', ...LAST })).status).toBe(
      201,
    );
    expect((await send('GET', '/api/tongshu/get/20261128', owner.token)).status).toBe(200);
  });

  it('keeps an account readable when such a birth is already stored', async () => {
    const victim = await signUp(bff, 'edges-stored');
    await store.db().knex('users').where({ id: victim.id }).update({ internal_team: true });
    const added = await send('POST', '/api/people', victim.token, { name: 'Stored', ...LAST });
    const personId = String(added.json.data.id);
    // Rows kept before saves checked the birth: written straight into the database.
    const knex = store.db().knex;
    await knex('users').where({ id: victim.id }).update(LAST_IN_NEW_YORK);
    await knex('people').where({ id: personId }).update(LAST_IN_NEW_YORK);
    // A fresh session reads the planted row (the session cache holds the old one).
    const email = String((await knex('users').where({ id: victim.id }).first()).email);
    const fresh = await signIn(bff, email, PASSWORD);
    for (const path of [
      '/api/tongshu/get/20261128',
      `/api/tongshu/get/20261128?person=${personId}`,
    ]) {
      const day = await send('GET', path, fresh.token);
      expect(day.status).toBe(200);
      expect(day.json.ts).toBeDefined();
    }
    const feeds = [
      `/download/ical/personalpro/${victim.icalId}`,
      `/download/ical/personalpro/${victim.icalId}/${personId}`,
    ];
    for (const path of feeds) refused(await send('GET', path), 'birth_date');
    const made = await send('POST', '/api/account/keys', fresh.token, { name: 'Stored' });
    const victimKey = String(made.json.data.key);
    refused(
      await send('GET', `/api/v1/almanac/2026-11-28?person=${personId}`, victimKey),
      'person',
    );
    refused(await send('GET', '/api/v1/almanac/2026-11-28?person=me', victimKey), 'person');
    expect((await send('GET', '/api/v1/people', victimKey)).status).toBe(200);
  });
});
