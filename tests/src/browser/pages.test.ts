/**
 * The pages a signed-in user comes back to (issue 10) in Debian chromium, for a user with birth
 * data whom the operator made internal team with a referral code: each page shows the API's
 * answer for a fixed date, Tong Shu's Yesterday / Today / Tomorrow, chart and list Display only
 * with their required selections, the dashboard's and the referral page's copy-link, help and the
 * feedback heart. Each page is saved at desktop and phone width.
 */
import type { Locator, Page } from 'playwright-core';
import { BRANCH_KEYS } from '@tongshu/engine';
import {
  signUpWithBirth,
  PHONE,
  DESKTOP,
  screenshots,
  startProduct,
  storedUser,
  type Product,
} from './browserSupport';
import { effectsDone } from './settled';
import { grantTeamFlags, signIn as signInByApi } from '../support/people';

jest.setTimeout(60000);

const USER = { name: 'Mei Tan', email: 'mei@example.com', password: 'Almanac2024' };
const CODE = 'mei-tan';
/** Chinese New Year 2026: lunar 1st month, 1st day. */
const DATE = '20260217';
const ISO = '2026-02-17';
const PALACES = ['se', 's', 'sw', 'e', 'w', 'ne', 'n', 'nw'] as const;

let product: Product;
let page: Page;
let token: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A GET as `who` (the user unless given), which must answer 200. */
async function get(path: string, who = token): Promise<Json> {
  const answer = await product.api.call('GET', path, undefined, who);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  return answer.json;
}

async function operatorToken(): Promise<string> {
  const { email, password } = product.operator;
  return (await signInByApi(product.api, email, password)).token;
}

/** Mission control's grant: internal team and a referral code (PATCH /api/master/user). */
async function grantFlags(user: Record<string, unknown>): Promise<void> {
  await grantTeamFlags(product.api, await operatorToken(), user, CODE);
}

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  await signUpWithBirth(page, USER);
  await grantFlags(await storedUser(page));
  // The grant shows on the next reload, without signing in again (GET /api/user on app start).
  await page.reload();
  await page.getByRole('link', { name: '3VV List' }).waitFor();
  await page.getByRole('link', { name: 'Referral' }).waitFor();
  token = (await storedUser(page)).token;
}, 60000);

afterAll(async () => {
  await product?.stop();
});

const card = (title: string): Locator =>
  page.locator('section.tsu-card', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });

/** Waits until `where` shows every text (cards render when their data arrives). */
async function shows(where: Locator, ...texts: unknown[]): Promise<void> {
  for (const text of texts)
    await where
      .filter({ hasText: String(text) })
      .first()
      .waitFor();
}

/** The cells of a table row by its row header, in column order. */
const rowCells = (table: Locator, header: string) =>
  table
    .locator('tr', { has: page.getByRole('rowheader', { name: header, exact: true }) })
    .locator('td')
    .allTextContents();

/** Every API call the page makes to a path starting with `prefix`, from now on. */
function callsTo(prefix: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) seen.push(decodeURIComponent(pathname));
  });
  return seen;
}

/** Display with a required selection missing: no call goes out (spec: no message either). */
async function expectDisplayIgnored(calls: readonly string[]): Promise<void> {
  const before = calls.length;
  await page.getByRole('button', { name: 'Display' }).click();
  await effectsDone(page);
  expect(calls.length).toBe(before);
}

const todayCompact = () =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  });

describe('the home page', () => {
  // Issue 42: the hero's day was made up (戊戌, suit wedding); it is the product's own day.
  it("shows the sample day as /tongshu's API answers it, at 375 px", async () => {
    const { ts, en } = await get(`/api/tongshu/get/${DATE}`);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const hero = page.getByRole('group', { name: 'Sample day' });
    await shows(hero, 'Tuesday, 17th February 2026', 'Lunar 1st month, 1st day');
    const text = (await hero.textContent()) ?? '';
    for (const key of ['year', 'month', 'day']) {
      expect(text).toContain(`${ts[`${key}_gan`]}${ts[`${key}_zhi`]}`);
      expect(text).toContain(`${en[`${key}_gan`]} ${en[`${key}_zhi`]}`);
    }
    expect(text).toContain(en.day_yi[0]);
    expect(text).toContain(en.day_ji[0]);
    const starred = await hero
      .getByRole('listitem')
      .filter({ hasText: '★' })
      .evaluateAll((items) => items.map((item) => item.textContent?.slice(0, 2)));
    const yellow = BRANCH_KEYS.filter((key) => ts[`hour_${key}_time_tian_shen_luck`] === '吉').map(
      (key) => String(ts[`hour_${key}_time`]).slice(0, 2),
    );
    expect(starred).toEqual(yellow);
    await page.setViewportSize(DESKTOP);
  });
});

describe('/tongshu', () => {
  it("shows the fixed date's almanac as the API answers it", async () => {
    const day = await get(`/api/tongshu/get/${DATE}`);
    const { ts, en } = day;
    await page.goto(`/tongshu/${DATE}`);
    await shows(page.locator('.tsu-stat'), 'Tuesday, 17th February 2026', '1st month, 1st day');
    await shows(card('Pillars'), en.day_gan, ts.day_gan, en.day_zhi, en.month_gan, en.year_zhi);
    await shows(card('Day Officers'), en.zhi_xing, ts.zhi_xing);
    await shows(card('Today Breaker'), `Clashes the ${en.day_chong}`);
    await shows(card('28 Constellation'), en.constellation_28_xiu, ts.constellation_28_xiu);
    await shows(card('Yellow/Black Belt'), en.day_tian_shen, ts.day_tian_shen);
    await shows(card('Suit and Avoid'), ts.day_yi[0], en.day_yi[0], en.day_ji[0]);
    await shows(card('Lunar Position'), en.yue_xiang);

    // Wide screens: two tables of six slots, 23:00 to 09:00 and 11:00 to 21:00.
    const tables = page.locator('.hour-table table');
    expect(await tables.count()).toBe(2);
    const slots = [
      ['zhi', 'chou', 'yin', 'mao', 'chen', 'si'],
      ['wu', 'wei', 'shen', 'you', 'xu', 'hai'],
    ];
    for (const [index, keys] of slots.entries()) {
      const table = tables.nth(index);
      const hours = await rowCells(table, 'Hour');
      const nayin = await rowCells(table, 'NaYin');
      const stars = await rowCells(table, 'Star');
      keys.forEach((key, i) => {
        expect(hours[i]).toContain(en[`hour_${key}_gan`]);
        expect(hours[i]).toContain(ts[`hour_${key}_zhi`]);
        expect(nayin[i]).toContain(en[`hour_${key}_time_na_yin`]);
        expect(stars[i]).toContain(ts[`hour_${key}_star_actual`]);
      });
    }
    await screenshots(page, 'tongshu');
    // Narrow screens: six tables of two.
    await page.setViewportSize(PHONE);
    await page.locator('.hour-table table').nth(5).waitFor();
    expect(await page.locator('.hour-table table').count()).toBe(6);
    await page.setViewportSize(DESKTOP);
  });

  it('moves with Yesterday, Tomorrow, Today and the date picker', async () => {
    const pillar = async (compact: string) =>
      (await get(`/api/tongshu/get/${compact}`)).en.day_gan as string;
    const dayStem = async () => (await rowCells(card('Pillars'), 'Stem'))[0];
    const goesTo = async (button: string, compact: string, tile: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL(`**/tongshu/${compact}`);
      await shows(page.locator('.tsu-stat'), tile);
      expect(await dayStem()).toContain(await pillar(compact));
    };
    await page.goto(`/tongshu/${DATE}`);
    await shows(page.locator('.tsu-stat'), 'Tuesday, 17th February 2026');
    await goesTo('Yesterday', '20260216', 'Monday, 16th February 2026');
    await goesTo('Tomorrow', '20260217', 'Tuesday, 17th February 2026');
    await goesTo('Tomorrow', '20260218', 'Wednesday, 18th February 2026');

    const today = await todayCompact();
    const answer = await get(`/api/tongshu/get/${today}`);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.waitForURL(`**/tongshu/${today}`);
    await shows(card('Day Officers'), answer.en.zhi_xing);
    expect(await dayStem()).toContain(answer.en.day_gan);

    await page.getByLabel('Date', { exact: true }).fill('2026-03-01');
    await page.waitForURL('**/tongshu/20260301');
    await shows(page.locator('.tsu-stat'), 'Sunday, 1st March 2026');
  });

  it('sends feedback from the heart, which the operator then reads', async () => {
    await page.goto(`/tongshu/${DATE}`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const panel = page.getByRole('dialog', { name: 'Feedback' });
    await panel.getByRole('button', { name: 'meh' }).click();
    await panel.getByLabel('Tell us more (optional)').fill('The hour tables are handy.');
    await screenshots(page, 'feedback');
    await panel.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
    expect(await panel.count()).toBe(0);
    const { data } = await get('/api/feedback', await operatorToken());
    expect(data[0]).toMatchObject({
      rating: 'neutral',
      comment: 'The hour tables are handy.',
      email: USER.email,
    });
  });
});

describe('the 3VV list and the QM charts', () => {
  it('lists the three victory days the API gives, only once every selection is made', async () => {
    const calls = callsTo('/api/the3vv/');
    await page.goto('/the3vvlist');
    // Issue 42: it opens on the saved birth and the browser's year, every year from the spec's
    // 2020 to the next offered (the walk found 2023-2025 missing).
    const year = await page.evaluate<number>('new Date().getFullYear()');
    // The birth is read on the user's own birth clock (the zone the welcome wizard saved).
    const { birth_tz: zone } = await storedUser(page);
    await page
      .getByRole('heading', {
        name: `${year} three victory days (3VV) for a birth on 1990-05-15 14:30 (${String(zone)} clock), Female`,
      })
      .waitFor();
    const years = Array.from({ length: year + 2 - 2020 }, (_, i) => String(year + 1 - i));
    expect(await page.getByLabel('Year').locator('option').allTextContents()).toEqual([
      'Please Select',
      ...years,
    ]);
    await page.getByText(/^Each row is a day of/).waitFor();
    await page.getByLabel('Date and time of birth').fill('1990-05-15T14:30');
    await page.getByLabel('Gender').selectOption('');
    await page.getByLabel('Year').selectOption('2020');
    await expectDisplayIgnored(calls);

    await page.getByLabel('Gender').selectOption('1');
    await page.getByRole('button', { name: 'Display' }).click();
    const heading = `2020 three victory days (3VV) for a birth on 1990-05-15 14:30 (${String(zone)} clock), Male`;
    await page.getByRole('heading', { name: heading }).waitFor();
    const rows: Json[] = await get(
      `/api/the3vv/get/${encodeURIComponent('1990-05-15 14:30')}/1/2020`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const table = card(heading).locator('tbody tr');
    await table.nth(rows.length - 1).waitFor();
    expect(await table.count()).toBe(rows.length);
    const first = await table.first().locator('td').allTextContents();
    expect(first[0]).toContain(rows[0].the3vv);
    expect(first[1]).toBe(rows[0].day);
    expect(first[2]).toContain(rows[0].direction);
    await screenshots(page, 'the3vvlist');
  });

  /** The chart of the kept (or default) selection a chart page opens on, with its call done. */
  const initialChart = () => page.getByRole('group', { name: 'Palaces' }).waitFor();

  /** The pillars and the eight palaces on the page against the API's chart. */
  async function expectChart(answer: Json, board: 'qm_day' | 'qm_month' | 'qm_year') {
    const zh = answer[board];
    const en = answer.en[board];
    const pillars = page.getByRole('table', { name: 'Pillars' });
    await pillars.waitFor();
    for (const key of ['gz_year', 'gz_month', 'gz_day', 'gz_hour']) {
      if (zh[key]) await shows(pillars, zh[key]);
    }
    for (const id of PALACES) {
      const palace = (await page.locator(`[data-palace="${id}"]`).textContent()) ?? '';
      for (const field of ['door', 'star', 'deity', 'heaven_stem', 'earth_stem', 'loushu'])
        expect(palace).toContain(String(zh[`${id}_${field}`]));
      expect(palace).toContain(en[`${id}_door`]);
      for (const formation of answer.special_formation[id] ?? [])
        expect(palace).toContain(formation.en);
    }
    // Spec section 2, issue 42: the chart's own pillar's void is marked and named as its own
    // (the hour's on an hour chart, 午未 where the page once marked the day's), and an hour chart
    // also marks the day's, named as the day's.
    const own = `${board === 'qm_day' ? (zh.gz_hour ? 'Hour' : 'Day') : board === 'qm_month' ? 'Month' : 'Year'} void`;
    const marked = (label: string) =>
      page
        .getByTitle(label, { exact: true })
        .evaluateAll((marks) => marks.map((mark) => mark.parentElement?.textContent?.charAt(0)));
    expect(zh.void).toHaveLength(2);
    expect((await marked(own)).sort()).toEqual([...zh.void].sort());
    if (zh.gz_hour) expect((await marked('Day void')).sort()).toEqual([...zh.day_void].sort());
  }

  it('draws the hour chart of the chosen hour, and nothing new without an hour', async () => {
    // A combobox: from 23:00 the schools panel holds an "hour pillar" region, which
    // getByLabel('Hour') matched too (CI of 2026-11-28, 23:0x).
    const calls = callsTo('/api/theqmhour/');
    await page.goto('/theqmhourchart');
    await initialChart();
    await page.getByLabel('Date', { exact: true }).fill(ISO);
    await page.getByRole('combobox', { name: /^Hour/ }).selectOption('');
    const heading = page.getByRole('heading', { name: /^QM Hour Chart for:/ });
    const shown = await heading.textContent();
    await expectDisplayIgnored(calls);
    expect(await heading.textContent()).toBe(shown);

    await page.getByRole('combobox', { name: /^Hour/ }).selectOption('13');
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('heading', { name: `QM Hour Chart for: ${ISO} 13:00` }).waitFor();
    expect(calls.at(-1)).toBe(`/api/theqmhour/get/${ISO}/13`);
    await expectChart(await get(`/api/theqmhour/get/${ISO}/13`), 'qm_day');
    await screenshots(page, 'theqmhourchart');
    // The selection is kept: the page opens on it again.
    await page.reload();
    await page.getByRole('heading', { name: `QM Hour Chart for: ${ISO} 13:00` }).waitFor();
  });

  it('draws the day chart of the chosen date-time', async () => {
    await page.goto('/theqmdaychart');
    await page.getByLabel('Date', { exact: true }).fill(`${ISO}T10:30`);
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('heading', { name: `QM Day Chart for: ${ISO} 10:30` }).waitFor();
    await expectChart(
      await get(`/api/theqmday/get/${encodeURIComponent(`${ISO} 10:30`)}`),
      'qm_day',
    );
    await screenshots(page, 'theqmdaychart');
  });

  it.each([
    ['month', 'Month', 'qm_month'],
    ['year', 'Year', 'qm_year'],
  ] as const)(
    'draws the %s chart of the chosen date, and nothing new without one',
    async (kind, title, board) => {
      const calls = callsTo(`/api/theqm${kind}/`);
      await page.goto(`/theqm${kind}chart`);
      await initialChart();
      await page.getByLabel('Select Date').fill('');
      await expectDisplayIgnored(calls);
      await page.getByLabel('Select Date').fill(ISO);
      await page.getByRole('button', { name: 'Display' }).click();
      await page.getByRole('heading', { name: `QM ${title} Chart for: ${ISO}` }).waitFor();
      await expectChart(await get(`/api/theqm${kind}/get/${ISO}`), board);
      await screenshots(page, `theqm${kind}chart`);
    },
  );
});

describe('dashboard, referral and help', () => {
  beforeAll(async () => {
    await product.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: product.base,
    });
  });

  // Strings, not functions: the tests are type-checked without the DOM library.
  const clipboard = () => page.evaluate<string>('navigator.clipboard.readText()');

  /**
   * Copies with `button` and expects `want` on the clipboard once the page says it is copied (the
   * notice shows when the clipboard has taken it). One notice a text at a time: a copy waits for
   * the last one's notice to close, so the notice it waits for is its own.
   */
  async function expectCopied(button: Locator, notice: string, want: string): Promise<void> {
    const shown = page.getByRole('status').filter({ hasText: notice });
    await shown.waitFor({ state: 'detached' });
    await button.click();
    await shown.waitFor();
    expect(await clipboard()).toBe(want);
  }

  it("shows today's reading and copies each calendar's links", async () => {
    const today = await todayCompact();
    const { ts, en } = await get(`/api/tongshu/get/${today}`);
    const { data: calendars } = await get('/api/calendars');
    await page.goto('/dashboard');
    await shows(page.locator('.tsu-stat'), ts.date, `${en.day_gan} ${en.day_zhi}`, en.zhi_xing);
    const details = page.getByRole('link', { name: 'Details' });
    expect(await details.getAttribute('href')).toBe(`/tongshu/${today}`);
    const table = card('Available Calendars');
    for (const calendar of calendars) await shows(table, calendar.name);

    const english = calendars.find((c: Json) => c.calendar === 'tongshueng');
    const copied = `iCal Link for ${english.name} Copied!`;
    await expectCopied(
      table.getByRole('button', { name: `Copy iCal Link ${english.name}` }),
      copied,
      `${product.base}${english.path}`,
    );
    await expectCopied(
      table.getByRole('button', { name: `Copy webcal Link ${english.name}` }),
      copied,
      `${product.base.replace(/^http:/, 'webcal:')}${english.path}`,
    );
    await screenshots(page, 'dashboard-signed-in');
  });

  it('shows the referral link and the sign-ups made with it', async () => {
    const referred = await product.api.call('POST', '/api/account', {
      name: 'Referred',
      email: 'referred@example.com',
      password: 'Almanac2024',
      plan: 'free',
      reference_code: CODE,
    });
    expect(referred.status).toBe(201);
    const { data: breakdown } = await get('/api/referral/breakdown');
    expect(breakdown).toHaveLength(1);
    await page.goto('/referraldashboard');
    await page.getByText('Here is your REFERRAL Link. Copy the link and share it.').waitFor();
    const link = `${product.base}/?ref=${CODE}`;
    expect(await page.getByLabel('Referral link').inputValue()).toBe(link);
    const headers = await card('Sign-ups').locator('thead th').allTextContents();
    expect(headers.slice(0, 3)).toEqual(['YEAR', 'MONTH', 'TOTAL']);
    const { year, month, count } = breakdown[0];
    // The table says "Loading" until the breakdown has come.
    await card('Sign-ups')
      .getByRole('cell', { name: String(year), exact: true })
      .first()
      .waitFor();
    const cells = await card('Sign-ups')
      .locator('tbody tr')
      .first()
      .locator('td')
      .allTextContents();
    expect(cells).toEqual([String(year), String(month), String(count)]);
    await expectCopied(
      page.getByRole('button', { name: 'Copy Link' }),
      'Referral Link Copied!',
      link,
    );
    await screenshots(page, 'referraldashboard');
  });

  it('saves support access on change and sends a help message', async () => {
    await page.goto('/help');
    await page.getByText('Need Help?').waitFor();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByText('Our support team can now access your account').waitFor();
    expect((await get('/api/user')).data.enable_support).toBe(true);
    await page.getByLabel('What can we help with?').fill('How do I read the hour table?');
    await screenshots(page, 'help');
    const since = product.smtp.mails.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').waitFor();
    const mail = await product.smtp.next('support@tongshu.local', since);
    expect(mail.raw).toContain('How do I read the hour table?');
  });
});
