/**
 * Property-based fuzz (fast-check) of every date, hour, gender and year parameter of the almanac,
 * 3VV and Qi Men calls and of the feed links, against the running bff: whatever the value, the
 * answer is 2xx, or 4xx with a JSON `message`; never 5xx. Values mix near-valid dates (every
 * format the parsers accept, around the 1900-2100 edges), numbers of every size and raw junk,
 * some of it sent with broken percent-escapes.
 */
import fc from 'fast-check';
import { CALENDARS } from '@tongshu/engine';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { operator, signUp, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const RUNS = Number(process.env.FUZZ_RUNS || 120);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A path segment: usually encoded, sometimes raw with stray `%` (malformed escapes). */
const segment = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: value.map(encode) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9%._~-]{0,14}$/) },
  );

const pad = (n: number, width: number) =>
  `${n < 0 ? '-' : ''}${String(Math.abs(n)).padStart(width, '0')}`;

const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', ' ', '.', '..', 'null', 'NaN', 'Infinity', '-0', '1e3', '0x10', '１２'),
);

/** Mostly inside 1900-2100 (deep into the engine, edges included), sometimes anywhere. */
const year = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1898, max: 2102 }) },
  { weight: 1, arbitrary: fc.integer({ min: -99999, max: 999999 }) },
);
const parts = fc.record({
  y: year,
  m: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }) },
    fc.integer({ min: -1, max: 99 }),
  ),
  d: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 31 }) },
    fc.integer({ min: -1, max: 99 }),
  ),
});

/** Weighted towards the formats the parsers accept, so most values reach the engine. */
const date = fc.oneof(
  { weight: 3, arbitrary: parts.map(({ y, m, d }) => `${pad(y, 4)}${pad(m, 2)}${pad(d, 2)}`) },
  { weight: 3, arbitrary: parts.map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`) },
  { weight: 1, arbitrary: parts.map(({ y, m, d }) => `${y}-${m}-${d}`) },
  { weight: 1, arbitrary: parts.map(({ y, m, d }) => `${pad(d, 2)}/${pad(m, 2)}/${y}`) },
  { weight: 1, arbitrary: junk },
);

const time = fc
  .record({
    h: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 23 }) },
      fc.integer({ min: -1, max: 99 }),
    ),
    min: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 59 }) },
      fc.integer({ min: -1, max: 99 }),
    ),
  })
  .map(({ h, min }) => `${pad(h, 2)}:${pad(min, 2)}`);

const dateTime = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        date,
        fc.constantFrom(' ', 'T', ' ', 't', '  ', ''),
        fc.oneof({ weight: 4, arbitrary: time }, junk),
      )
      .map(([day, separator, at]) => `${day}${separator}${at}`),
  },
  { weight: 1, arbitrary: date },
);

const hour = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 23 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 300 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('00', '07', '1.5', ' 1', '+1', '１') },
  { weight: 1, arbitrary: junk },
);
const gender = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('0', '1') },
  { weight: 1, arbitrary: fc.constantFrom('2', '-1', '01', '1.0', 'true', 'male', 'F') },
  { weight: 1, arbitrary: junk },
);
const yearText = fc.oneof(
  { weight: 4, arbitrary: year.map(String) },
  { weight: 1, arbitrary: fc.constantFrom('02021', '2021.0', ' 2021', '2021 ') },
  { weight: 1, arbitrary: junk },
);

describe(`property-based fuzz of the chart and feed parameters (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let owner: Person;
  let master: Person;

  beforeAll(async () => {
    store = await createStore();
    bff = await startBff({ store });
    owner = await signUp(bff, 'fuzzed');
    // The 3VV list and Qi Men charts are for the internal team; the operator may always see them.
    master = await operator(bff);
  }, 30000);

  afterAll(async () => {
    await bff?.stop();
    await store?.close();
    tally.report();
  });

  /** The property: 2xx, or 4xx with a JSON message. */
  async function answersCleanly(path: string, token?: string): Promise<boolean> {
    tally.input();
    const answer = await bff.raw({ path, token });
    if (answer.status >= 200 && answer.status < 300) return true;
    if (answer.status >= 400 && answer.status < 500 && typeof answer.json?.message === 'string') {
      tally.refused();
      return true;
    }
    throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  it('GET /api/tongshu/get/{date}', async () => {
    await fc.assert(
      fc.asyncProperty(segment(date), (d) => answersCleanly(`/api/tongshu/get/${d}`, owner.token)),
      { numRuns: RUNS },
    );
  });

  it('GET /api/the3vv/get/{date time}/{gender}/{year}', async () => {
    await fc.assert(
      fc.asyncProperty(segment(dateTime), segment(gender), segment(yearText), (at, g, y) =>
        answersCleanly(`/api/the3vv/get/${at}/${g}/${y}`, master.token),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /api/theqmhour/get/{date}/{hour}', async () => {
    await fc.assert(
      fc.asyncProperty(segment(date), segment(hour), (d, h) =>
        answersCleanly(`/api/theqmhour/get/${d}/${h}`, master.token),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /api/theqmday/get/{date time}', async () => {
    await fc.assert(
      fc.asyncProperty(segment(dateTime), (at) =>
        answersCleanly(`/api/theqmday/get/${at}`, master.token),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(['month', 'year'])('GET /api/theqm%s/get/{date}', async (kind) => {
    await fc.assert(
      fc.asyncProperty(segment(date), (d) =>
        answersCleanly(`/api/theqm${kind}/get/${d}`, master.token),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /download/ical/{calendar}/{ical_id}', async () => {
    const kinds = Object.keys(CALENDARS);
    const calendar = fc.oneof(
      fc.constantFrom(...kinds),
      fc.constantFrom(...kinds).map((k) => k.toUpperCase()),
      junk,
    );
    const icalId = fc.oneof(
      fc.constant(owner.icalId),
      fc.nat({ max: owner.icalId.length }).map((n) => owner.icalId.slice(0, n)),
      fc.constant(`${owner.icalId}x`),
      junk,
    );
    await fc.assert(
      fc.asyncProperty(segment(calendar), segment(icalId), (c, id) =>
        answersCleanly(`/download/ical/${c}/${id}`),
      ),
      { numRuns: RUNS },
    );
  });
});
