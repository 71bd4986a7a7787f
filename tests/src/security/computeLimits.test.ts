/**
 * The pages' doors that compute are limited per user (issue 42, docs/security.md): the private
 * selection (SELECT_LIMIT a minute), and the almanac, Qi Men and 3VV answers (CHART_LIMIT a
 * minute), where an almanac day the bff already keeps computes nothing and is not counted.
 */
import { loadConfig } from '@tongshu/bff/settings';
import { backend, bffForFile, type Bff } from '../support/bffProcess';
import { signUp } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const DEFAULTS = loadConfig({});
const TOO_MANY = /^Too many attempts, please try again in \d+ seconds$/;
/** This file's chart limit a minute: small enough to reach in a test. */
const CHARTS = 12;

describe(`the pages' limits on work (${backend})`, () => {
  let bff: Bff;

  bffForFile(
    tally,
    (shared) => {
      ({ bff } = shared);
    },
    { env: () => ({ CHART_LIMIT: String(CHARTS) }) },
  );

  it('limits the private selection per user: past it, 429 with Retry-After', async () => {
    const user = await signUp(bff, 'selector');
    const select = () => {
      tally.input();
      return bff.call(
        'GET',
        '/api/select?activity=Marriage&from=2027-01-01&to=2027-01-02&people=me',
        undefined,
        user.token,
      );
    };
    for (let i = 0; i < DEFAULTS.computeLimits.select; i += 1) {
      const answer = await select();
      expect({ i, status: answer.status }).toEqual({ i, status: 200 });
    }
    const refused = await select();
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    tally.refused();
  });

  it('limits the almanac per user by the days it computes: a kept day is not counted', async () => {
    const user = await signUp(bff, 'charts');
    const day = (d: number) => {
      tally.input();
      const date = `203103${String(d).padStart(2, '0')}`;
      return bff.call('GET', `/api/tongshu/get/${date}`, undefined, user.token);
    };
    for (let d = 1; d <= CHARTS; d += 1) {
      expect({ d, status: (await day(d)).status }).toEqual({ d, status: 200 });
    }
    // Asked again, the same days are kept answers: no work, so nothing more to count.
    for (let d = 1; d <= CHARTS; d += 1) {
      expect({ d, again: (await day(d)).status }).toEqual({ d, again: 200 });
    }
    const refused = await day(CHARTS + 1);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    tally.refused();
    // Qi Men and the victory days share the count: past it, they compute nothing either.
    const chart = await bff.call('GET', '/api/theqmhour/get/20310301/3', undefined, user.token);
    expect(chart.status).toBe(429);
    tally.refused();
  });
});
