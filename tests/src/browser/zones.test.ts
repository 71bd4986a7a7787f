/**
 * Issue 21 in Debian chromium: a person who lives in Berlin (the browser's zone) and was born in
 * London signs up, picks the birth place, and gets a chart read on London's clock, /tongshu's
 * hours on Berlin's clock, and an hour feed whose events start on Berlin's two-hour slots.
 * Expected pillars: 2024's 立春 at 08:27 UTC (Hong Kong Observatory): London 10:00 is after it.
 */
import type { Page } from 'playwright-core';
import { baziChartRow } from '../support/baziChartRow';
import { fillSignUp, startProduct, storedUser, type Product } from './browserSupport';

jest.setTimeout(60000);

const USER = { name: 'Lena Berg', email: 'lena@example.com', password: 'Almanac2024' };

let product: Product;
let page: Page;

beforeAll(async () => {
  product = await startProduct({}, { timezoneId: 'Europe/Berlin' });
  page = product.page;
}, 60000);

afterAll(async () => {
  await product?.stop();
});

/** The hour of an instant on Berlin's clock. */
const berlinClock = (utc: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(utc);

it('signs up in Berlin, born in London: the place fills the zone, the browser the own zone', async () => {
  await fillSignUp(page, USER);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  expect(await page.getByLabel(/^Your Time Zone Now/).inputValue()).toBe('Europe/Berlin');
  await page.getByLabel('Search Place of Birth').fill('London');
  await page.getByRole('button', { name: /^London, Westminster, United Kingdom/ }).click();
  expect(await page.getByLabel(/^Time Zone of Birth/).inputValue()).toBe('Europe/London');
  expect(Number(await page.getByLabel(/^Longitude of Birth/).inputValue())).toBeCloseTo(-0.12, 1);
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Date of Birth').fill('2024-02-04');
  await page.getByLabel('Time of Birth').fill('10:00');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Your profile is saved.').waitFor();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/dashboard');

  const me = await product.api.call('GET', '/api/user', undefined, (await storedUser(page)).token);
  expect(me.json.data).toMatchObject({
    birth_place: 'London, Westminster, United Kingdom',
    birth_tz: 'Europe/London',
    time_zone: 'Europe/Berlin',
    solar_time: false,
  });
  const chart = JSON.parse(me.json.data.bz_chart);
  expect(chart.moment.instant).toBe('2024-02-04T10:00:00.000Z');
  expect(chart.pillars.year).toMatchObject({ stem: '甲', branch: '辰' });
});

it('shows on /account the chart the API stored, read on London time', async () => {
  const me = await product.api.call('GET', '/api/user', undefined, (await storedUser(page)).token);
  const chart = JSON.parse(me.json.data.bz_chart);
  await page.goto('/account');
  const stems = await baziChartRow(page, 'Heavenly Stem');
  ['hour', 'day', 'month', 'year'].forEach((name, i) =>
    expect(stems[i]).toContain(chart.pillars[name].stem),
  );
  await page
    .getByText('day change 23:00 · clock time · zone Europe/London · luck start to the second')
    .waitFor();
  await page.getByText(/Born 2024-02-04 10:00:00 \(Sunday\) in Europe\/London/).waitFor();
  await page.getByRole('columnheader', { name: 'Start Time (Europe/London)' }).waitFor();
});

it("shows /tongshu's hours on Berlin's clock, as the API answers the day", async () => {
  const token = (await storedUser(page)).token;
  const day = (await product.api.call('GET', '/api/tongshu/get/20260217', undefined, token)).json;
  await page.goto('/tongshu/20260217');
  // The stamp as it stands once the school's words have come (before, it names the day change only).
  await page
    .getByText(
      'Hours on your clock: day change 23:00 · year from 立春 (Start of Spring) · zone Europe/Berlin',
    )
    .waitFor();
  const first = page.locator('.hour-table table').first();
  await first.waitFor();
  const header = await first.locator('thead th').allTextContents();
  expect(header.join(' ')).toContain('23:00');
  const hours = await first
    .locator('tr', { has: page.getByRole('rowheader', { name: 'Hour', exact: true }) })
    .locator('td')
    .allTextContents();
  expect(hours[0]).toContain(day.ts.hour_zhi_zhi);
});

it("downloads an hour feed whose events start on Berlin's odd hours", async () => {
  const me = await storedUser(page);
  const feed = await page.request.get(`/download/ical/personalprohour/${String(me.ical_id)}`);
  expect(feed.status()).toBe(200);
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain('zone Europe/Berlin');
  const starts = [...text.matchAll(/^DTSTART:(\d{8}T\d{6}Z)$/gm)].map((match) => {
    const [, stamp = ''] = match;
    return new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:00Z`,
    );
  });
  expect(starts.length).toBeGreaterThan(100);
  for (const start of starts) {
    const clock = berlinClock(start);
    expect(clock.endsWith(':00') && Number(clock.slice(0, 2)) % 2 === 1).toBe(true);
  }
});
