/**
 * Bounds on what the API takes (issue 32), tried against the running bff: id lists of any length
 * (`people` of date selection, `dates` of its .ics export) are refused with 400 on the field before
 * a query is made, while other requests are answered; a user's own 51 are read at once; zone
 * names, activity and birth time have their bounds too; a birth time of another JSON type is no
 * time; and every answer that carries a secret (a token, the `ical_id` of the feed links) says
 * `Cache-Control: no-store`.
 */
import { randomUUID } from 'node:crypto';
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import { freshAddress, type RawResponse } from '../support/http';
import {
  BIRTH,
  operator,
  outboxMailbox,
  PASSWORD,
  signUp,
  uniqueEmail,
  type Mailbox,
  type Person,
} from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
/** The 50 people a user may keep, and "me". */
const MAX_PEOPLE = 50;
const RANGE = { activity: 'Marriage', from: '2027-03-01', to: '2027-03-31' };
const QUERY = `activity=${RANGE.activity}&from=${RANGE.from}&to=${RANGE.to}`;
const CLIENT = { name: 'Client', gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

describe(`bounds on lists and strings, and no-store on secrets (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let mailbox: Mailbox;
  let owner: Person;
  let stranger: Person;
  /** The owner's 50 people. */
  let ids: string[];
  let strangersPerson: string;

  bffForFile(tally, async (shared) => {
    ({ store, bff } = shared);
    mailbox = outboxMailbox(bff);
    owner = await signUp(bff, 'bounds-owner');
    stranger = await signUp(bff, 'bounds-stranger');
    ids = [];
    for (let i = 0; i < MAX_PEOPLE; i += 1) {
      const added = await bff.call(
        'POST',
        '/api/people',
        { ...CLIENT, name: `P${i}` },
        owner.token,
      );
      expect(added.status).toBe(201);
      ids.push(added.json.data.id as string);
    }
    const other = await bff.call('POST', '/api/people', CLIENT, stranger.token);
    strangersPerson = other.json.data.id as string;
  });

  /** A 400 naming `field` with `message`: one attack refused. */
  function refused(answer: RawResponse, field: string, message: string): void {
    expect({ status: answer.status, json: answer.json }).toEqual({
      status: 400,
      json: { message, inputError: field },
    });
    tally.refused();
  }

  const select = (query: string, token = owner.token) => {
    tally.input();
    return bff.call('GET', `/api/select?${QUERY}&${query}`, undefined, token);
  };
  const keep = (people: string) => {
    tally.input();
    return bff.call('PUT', '/api/select/keep', { ...RANGE, people }, owner.token);
  };

  it('refuses 53 KB people lists before any query while /api/health answers', async () => {
    const huge = Array.from({ length: 1470 }, () => randomUUID()).join(',');
    expect(huge.length).toBeGreaterThanOrEqual(53 * 1024);
    const flood = Promise.all([keep(huge), keep(huge), keep(huge), keep(huge)]);
    tally.input();
    const health = await bff.call('GET', '/api/health');
    expect(health.status).toBe(200);
    for (const answer of await flood)
      refused(answer, 'people', 'Please enter at most 2000 characters');
    // The longest list a URL carries (the server's 16 KB header limit) is refused the same way.
    refused(
      await select(`people=${huge.slice(0, 15000)}`),
      'people',
      'Please enter at most 2000 characters',
    );
    expect(await store.db().knex('kept_selections').where({ user_id: owner.id })).toEqual([]);
  });

  it("takes the user's own 51, refuses 52 distinct ids, and keeps refusing others' people", async () => {
    const own = ['me', ...ids].join(',');
    expect((await select(`people=${own}`)).status).toBe(200);
    // Repeats count once: 600 "me" are one person.
    expect((await select(`people=${'me,'.repeat(600)}`)).status).toBe(200);
    const tooMany = `${own},${randomUUID()}`;
    refused(await select(`people=${tooMany}`), 'people', 'Please select a maximum of 51 people');
    refused(await keep(tooMany), 'people', 'Please select a maximum of 51 people');
    tally.input();
    const ics = await bff.call(
      'GET',
      `/api/select/ics?${QUERY}&people=${tooMany}`,
      undefined,
      owner.token,
    );
    refused(ics, 'people', 'Please select a maximum of 51 people');
    refused(
      await select(`people=me,${strangersPerson}`),
      'people',
      `No such person: ${strangersPerson}`,
    );
    expect((await keep(own)).status).toBe(200);
  });

  it('bounds the dates of the .ics export by the longest selection, and the activity', async () => {
    const days = Array.from({ length: 367 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const ics = (dates: string) => {
      tally.input();
      const query = `activity=Marriage&from=2027-01-01&to=2027-12-31&people=me&dates=${dates}`;
      return bff.call('GET', `/api/select/ics?${query}`, undefined, owner.token);
    };
    const compact = days.map((day) => day.replaceAll('-', '')).join(',');
    refused(await ics(compact), 'dates', 'Please select a maximum of 366 dates');
    refused(await ics(days.join(',')), 'dates', 'Please enter at most 4026 characters');
    expect((await ics(days.slice(0, 366).join(','))).status).toBe(200);
    tally.input();
    const activity = `activity=${'a'.repeat(101)}&from=2027-01-01&to=2027-01-31&people=me`;
    refused(
      await bff.call('GET', `/api/select?${activity}`, undefined, owner.token),
      'activity',
      'Please enter at most 100 characters',
    );
  });

  it('refuses zone names longer than any zone, and keeps a padded birth time trimmed', async () => {
    const padded = ` Asia/Shanghai${' '.repeat(100)}`;
    const zone = 'Please choose a time zone from the list, or an offset such as +08:00';
    const profile = { name: 'bounds-owner', email: owner.email, ...BIRTH };
    tally.input(3);
    const patch = (body: object) => bff.call('PATCH', '/api/user', body, owner.token);
    refused(await patch({ time_zone: padded }), 'time_zone', zone);
    refused(await patch({ ...profile, birth_tz: padded }), 'birth_tz', zone);
    const person = await bff.call(
      'POST',
      '/api/people',
      { ...CLIENT, birth_tz: padded },
      stranger.token,
    );
    refused(person, 'birth_tz', zone);
    tally.input(2);
    const time = `${' '.repeat(90 * 1024)}14:30${' '.repeat(1000)}`;
    expect((await patch({ ...profile, birth_time: time })).status).toBe(200);
    const me = await bff.call('GET', '/api/user', undefined, owner.token);
    expect(me.json.data.birth_time).toBe('14:30');
    tally.refused();
  });

  it('refuses a birth_time of another type on every form that takes one', async () => {
    const message = 'Please enter your time of birth. 24Hr:Min';
    const profile = { name: 'bounds-owner', email: owner.email, ...BIRTH };
    // The owner keeps 50 people already: the stranger adds one.
    const forms: [string, string, Record<string, unknown>, Person][] = [
      ['PATCH', '/api/user', profile, owner],
      ['PATCH', '/api/account', profile, owner],
      ['POST', '/api/people', CLIENT, stranger],
      ['PATCH', `/api/people/${ids[0] as string}`, CLIENT, owner],
    ];
    for (const [method, path, body, { token }] of forms) {
      for (const value of [5, [], {}, true]) {
        tally.input();
        const answer = await bff.call(method, path, { ...body, birth_time: value }, token);
        refused(answer, 'birth_time', message);
      }
      // No time at all is midnight, as before.
      for (const value of [null, '']) {
        tally.input();
        const answer = await bff.call(method, path, { ...body, birth_time: value }, token);
        expect({ path, status: answer.status, time: answer.json.data.birth_time }).toEqual({
          path,
          status: method === 'POST' ? 201 : 200,
          time: '00:00',
        });
        if (method === 'POST')
          await bff.call('DELETE', `/api/people/${answer.json.data.id}`, undefined, token);
      }
    }
  });

  it('answers ids longer than any id as unknown, and bounds the invite list before splitting', async () => {
    const master = await operator(bff);
    const long = 'x'.repeat(65);
    const attempts: [string, string, object, string][] = [
      [
        'PATCH',
        '/api/user',
        { id: long, name: 'N', email: uniqueEmail('n'), permission: 'user' },
        owner.token,
      ],
      ['DELETE', '/api/user', { id: long }, owner.token],
      [
        'PATCH',
        '/api/master/user',
        { id: long, name: 'N', email: uniqueEmail('n'), permission: 'user' },
        master.token,
      ],
      [
        'PATCH',
        '/api/master/account',
        { id: long, email: uniqueEmail('n'), plan: 'pro', active: 1 },
        master.token,
      ],
      ['POST', '/api/master/user/impersonate', { id: long }, master.token],
      ['DELETE', '/api/feedback/' + long, {}, master.token],
    ];
    for (const [method, path, body, token] of attempts) {
      tally.input();
      expect({ path, status: (await bff.call(method, path, body, token)).status }).toEqual({
        path,
        status: 404,
      });
      tally.refused();
    }
    tally.input();
    const many = Array.from({ length: 21 }, (_, i) => `a${i}@example.com`).join(',');
    refused(
      await bff.call('POST', '/api/invite', { email: many }, owner.token),
      'email',
      'Please select a maximum of 20 addresses',
    );
    tally.input();
    const huge = `${'a'.repeat(7000)}@example.com`;
    refused(
      await bff.call('POST', '/api/invite', { email: huge }, owner.token),
      'email',
      'Please enter at most 6420 characters',
    );
  });

  it('answers every secret with Cache-Control: no-store, and leaves the feeds cacheable', async () => {
    const answers: [string, RawResponse][] = [];
    const call = async (
      what: string,
      method: string,
      path: string,
      body?: object,
      token?: string,
    ) => {
      tally.input();
      const answer = await bff.raw({ method, path, body, token, from: freshAddress() });
      expect({ what, answered: answer.status >= 200 && answer.status < 300 }).toEqual({
        what,
        answered: true,
      });
      answers.push([what, answer]);
      return answer;
    };
    const email = uniqueEmail('no-store');
    const signUpBody = { name: 'No Store', email, password: PASSWORD, plan: 'pro' };
    const created = await call('sign-up', 'POST', '/api/account', signUpBody);
    const token = created.json.data.token as string;
    await call('sign-in', 'POST', '/api/user/auth', { email, password: PASSWORD });
    let since = mailbox.mark();
    await call('magic-link request', 'POST', '/api/user/auth/magic', { email });
    const magic = await mailbox.link(email, since, 'token');
    await call('magic-link verify', 'POST', '/api/user/auth/magic/verify', { token: magic });
    await call('user', 'GET', '/api/user', undefined, token);
    await call('profile', 'PATCH', '/api/user', { name: 'No Store', email, ...BIRTH }, token);
    await call(
      'owner profile',
      'PATCH',
      '/api/account',
      { name: 'No Store', email, ...BIRTH },
      token,
    );
    await call('calendar list', 'GET', '/api/calendars', undefined, token);
    await call('kept selection', 'PUT', '/api/select/keep', { ...RANGE, people: 'me' }, token);
    const invitee = uniqueEmail('no-store-invitee');
    since = mailbox.mark();
    await call('invite', 'POST', '/api/invite', { email: invitee }, token);
    const inviteId = await mailbox.link(invitee, since, 'id');
    const invited = { name: 'Invitee', email: invitee, password: PASSWORD, inviteId };
    const joined = await call('invited sign-up', 'POST', '/api/user', invited);
    const master = await operator(bff);
    const id = joined.json.data.id as string;
    await call('impersonation', 'POST', '/api/master/user/impersonate', { id }, master.token);
    const password = { oldpassword: PASSWORD, newpassword: 'Another123' };
    const changed = await call(
      'password change',
      'PATCH',
      '/api/user/password',
      password,
      joined.json.data.token,
    );
    await call(
      'rotated feed id',
      'POST',
      '/api/calendars/rotate',
      undefined,
      changed.json.data.token,
    );
    for (const [what, answer] of answers) {
      expect({ what, cacheControl: answer.headers['cache-control'] }).toEqual({
        what,
        cacheControl: 'no-store',
      });
      tally.refused();
    }
    // The feeds are for calendar apps to keep: their own header stands.
    const me = await bff.call('GET', '/api/user', undefined, token);
    const feed = await bff.raw({ path: `/download/ical/tongshueng/${me.json.data.ical_id}` });
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, max-age=3600');
  });
});
