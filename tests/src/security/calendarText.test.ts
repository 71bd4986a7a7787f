/**
 * What leaves the product (issue 32): names people type, with the control characters a hostile
 * one would use (a bare CR, VT, FF, NEL, U+2028/9, C0 and C1 controls, DEL), written into the
 * .ics exports and feeds and into mail headers. A parser that splits on any of them must read no
 * line the user made: no ATTENDEE, no second BEGIN:VEVENT, no Bcc header. The names are stored
 * as typed and come out with the controls replaced (RFC 5545 section 3.3.11: a line break in a
 * TEXT value is the two characters `\n`; no other control).
 */
import { icalEvents } from '@tongshu/engine/testing';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { outboxMail, decodeWords, type Eml } from '../support/eml';
import { freshAddress } from '../support/http';
import { BIRTH, signUp, uniqueEmail, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);

/** The user's name: a bare-CR property, a CRLF header, and the breaks that are not CR or LF. */
const USER_NAME =
  'Ann\rATTENDEE:mailto:evil@example.com\r\nBcc: evil@example.com\u000bB\u000cC\u0085D\u2028E\u2029F';
/** As a calendar shows it: CR and CRLF a line break of the value, the other breaks a space. */
const USER_IN_FEED = 'Ann\nATTENDEE:mailto:evil@example.com\nBcc: evil@example.com B C D E F';
/** As a mail header shows it: one line. */
const USER_IN_HEADER = 'Ann ATTENDEE:mailto:evil@example.com Bcc: evil@example.com B C D E F';
/** A person's name: CRLF, a bare CR, DEL, a C1 control, BEL and a tab (a NUL is refused: 400). */
const PERSON_NAME = 'Bo\r\nEND:VEVENT\r\nBEGIN:VEVENT\rSUMMARY:injected\u007f\u009b\u0007\tLi';
const PERSON_IN_FEED = 'Bo\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:injected Li';

const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
/** The ways a parser might split lines: RFC 5545's CRLF, and the careless ones. */
const SPLITS = [/\r\n/, /\r/, /\n/, /[\r\n\v\f\u0085\u2028\u2029]/u];
const QUERY = 'activity=Marriage&from=2027-03-01&to=2027-05-31';

/** Raw bytes: no control but the CRLF line ends; no injected line however it is split. */
function expectCleanFeed(ics: string): ReturnType<typeof icalEvents> {
  expect(ics.replace(/\r\n/g, '').match(CONTROLS) ?? []).toEqual([]);
  const events = icalEvents(ics);
  expect(events.length).toBeGreaterThan(0);
  for (const text of [ics, ics.replace(/\r\n[ \t]/g, '')]) {
    for (const split of SPLITS) {
      const lines = text.split(split).map((line) => line.replace(/^[\r\n]+|[\r\n]+$/g, ''));
      expect(lines.filter((line) => /^(ATTENDEE|SUMMARY:injected|Bcc)/i.test(line))).toEqual([]);
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(events.length);
      expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(events.length);
    }
  }
  for (const event of events) expect(event.getFirstPropertyValue('attendee')).toBeNull();
  return events;
}

/** The names, as ical.js reads them back, in some day's reasons. */
function expectNamesIntact(events: ReturnType<typeof icalEvents>): void {
  const descriptions = events.map((event) => String(event.getFirstPropertyValue('description')));
  expect(descriptions.some((text) => text.includes(`${USER_IN_FEED}'s`))).toBe(true);
  expect(descriptions.some((text) => text.includes(`${PERSON_IN_FEED}'s`))).toBe(true);
}

/** The header block: one line per header (folds start with a space), no control, no Bcc. */
function expectCleanHeaders(mail: Eml, subject: string): void {
  for (const line of mail.headerLines) {
    expect(line).toMatch(/^([A-Za-z-]+: |[ \t])/);
    expect(line.match(CONTROLS) ?? []).toEqual([]);
  }
  expect(mail.headers.has('bcc')).toBe(false);
  expect(mail.headers.get('subject')?.map(decodeWords)).toEqual([subject]);
  expect(mail.body.replace(/[\n\t]/g, '').match(CONTROLS) ?? []).toEqual([]);
}

describe(`control characters in calendar text and mail headers (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let owner: Person;
  let personId: string;

  beforeAll(async () => {
    store = await createStore();
    bff = await startBff({ store });
    owner = await signUp(bff, 'calendar-text');
    tally.input();
    const named = await bff.call(
      'PATCH',
      '/api/account',
      { name: USER_NAME, email: owner.email, ...BIRTH },
      owner.token,
    );
    expect(named.status).toBe(200);
    tally.input();
    const person = { name: PERSON_NAME, gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };
    const added = await bff.call('POST', '/api/people', person, owner.token);
    expect(added.status).toBe(201);
    personId = String(added.json.data.id);
  }, 60000);

  afterAll(async () => {
    await bff?.stop();
    await store?.close();
    tally.report();
  });

  it('stores the names as they were typed (the fix is at output)', async () => {
    const user = await store.db().knex('users').where({ id: owner.id }).first();
    const person = await store.db().knex('people').where({ id: personId }).first();
    expect([user.name, person.name]).toEqual([USER_NAME, PERSON_NAME]);
  });

  it('exports the selection as .ics with the names on their lines and nothing injected', async () => {
    tally.input();
    const ics = await bff.call(
      'GET',
      `/api/select/ics?${QUERY}&people=me,${personId}`,
      undefined,
      owner.token,
    );
    expect(ics.status).toBe(200);
    expectNamesIntact(expectCleanFeed(ics.text));
    tally.refused();
  });

  it('serves the kept selection ("Selected dates") as clean a feed', async () => {
    tally.input();
    const body = { activity: 'Marriage', from: '2027-03-01', to: '2027-05-31' };
    const kept = await bff.call(
      'PUT',
      '/api/select/keep',
      { ...body, people: `me,${personId}` },
      owner.token,
    );
    expect(kept.status).toBe(200);
    tally.input();
    const feed = await bff.call('GET', String(kept.json.data.path));
    expect(feed.status).toBe(200);
    expectNamesIntact(expectCleanFeed(feed.text));
    tally.refused();
  });

  it('keeps the personal feeds free of the name and of controls', async () => {
    for (const calendar of ['personalpro', 'personalsim']) {
      tally.input();
      const feed = await bff.call('GET', `/download/ical/${calendar}/${owner.icalId}`);
      expect(feed.status).toBe(200);
      expectCleanFeed(feed.text);
      expect(feed.text).not.toContain('evil@example.com');
    }
  });

  it('writes an invite from that name with a one-line subject and no Bcc header', async () => {
    const email = uniqueEmail('invited');
    tally.input();
    const sent = await bff.call('POST', '/api/invite', { email }, owner.token);
    expect(sent.status).toBe(200);
    const mail = await outboxMail(store.dataDir, (raw) => raw.includes(`To: ${email}`));
    expectCleanHeaders(mail, `${USER_IN_HEADER} invited you to Tongshu`);
    tally.refused();
  });

  it('writes a contact message from that name the same way, its body without stray controls', async () => {
    const email = uniqueEmail('visitor');
    const message = 'Hello\rBcc: evil@example.com\u0001\u000b there\r\nBye\u0085!';
    // A NUL goes no further than the body parser.
    tally.input();
    const withNul = await bff.call('POST', '/api/utility/mail', {
      name: `${USER_NAME}\u0000`,
      email,
      message,
    });
    expect(withNul.status).toBe(400);
    tally.refused();
    tally.input();
    const sent = await bff.call(
      'POST',
      '/api/utility/mail',
      { name: USER_NAME, email, message },
      undefined,
      freshAddress(),
    );
    expect(sent.json).toEqual({ message: 'Message Sent' });
    const mail = await outboxMail(store.dataDir, (raw) => raw.includes(`Reply-To: ${email}`));
    expectCleanHeaders(mail, `Contact message from ${USER_IN_HEADER}`);
    expect(mail.body).toContain('Hello\nBcc: evil@example.com  there\nBye !');
    tally.refused();
  });
});
