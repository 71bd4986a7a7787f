/**
 * Issue 35 in Debian chromium, a browser in Berlin: a practitioner born at 23:30 reads where the
 * schools differ on /account, sets their own school once, and finds it on the Bazi tables, the day
 * page, a Qi Men hour chart and in a feed's description.
 * Independent source of the expected day pillars: lunar-javascript's EightChar, sect 1 (the day
 * changes at 23:00) and sect 2 (at midnight, the late Rat hour on the next day's stem).
 */
import { Solar } from 'lunar-javascript';
import type { Page } from 'playwright-core';
import { baziChartRow } from '../support/baziChartRow';
import { PHONE, productForFile, richOwner, storedUser, type Product } from './browserSupport';

jest.setTimeout(60000);

const OWNER = { name: 'Mira Stone', email: 'mira@example.com', password: 'Almanac2024' };
const BIRTH = { gender: 0, birth_date: '1995-05-15', birth_time: '23:30' };
const PERSON = { name: 'Theo Stone', gender: 1, birth_date: '1993-08-02', birth_time: '07:10' };

/** The day pillar lunar-javascript gives the birth under an EightChar sect. */
function dayPillar(sect: 1 | 2): string {
  const eightChar = Solar.fromYmdHms(1995, 5, 15, 23, 30, 0).getLunar().getEightChar();
  eightChar.setSect(sect);
  return eightChar.getDay();
}

let product: Product;
let page: Page;

productForFile(
  async (started) => {
    product = started;
    page = started.page;
    await richOwner(started, OWNER, BIRTH, PERSON, 'mira-stone');
  },
  {},
  { timezoneId: 'Europe/Berlin' },
);

/** A choice of one of the "Your school" card's groups. */
function choice(group: RegExp, name: RegExp) {
  return page.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
}

it('names the day pillar under both day changes for a 23:30 birth', async () => {
  await page.goto('/account');
  const panel = page.getByRole('region', { name: 'day pillar', exact: true });
  await panel.waitFor();
  const text = await panel.innerText();
  expect(dayPillar(1)).not.toBe(dayPillar(2));
  expect(text).toContain(dayPillar(1));
  expect(text).toContain(dayPillar(2));
  expect(text).toMatch(/At 23:00 \(子初换日\) \(yours\)/);
  expect(text).toContain('Born 23:30');
});

it('saves a school once on /account and shows it on the Bazi tables', async () => {
  await choice(/^Day change and the Rat hour/, /^At midnight, early and late Rat hours/).click();
  await choice(/^Luck pillar start/, /^In two-hour periods/).click();
  await choice(/^Qi Men ju/, /^Leap ju \(置闰\)/).click();
  await choice(/^Qi Men plate/, /^Flying plate \(飞盘\)/).click();
  await choice(/^Almanac year/, /^From the lunar new year/).click();
  await page.getByRole('button', { name: 'Save School' }).click();
  await page.getByText('Your school has been saved').first().waitFor();

  const me = await product.api.call('GET', '/api/user', undefined, (await storedUser(page)).token);
  expect(me.json.data).toMatchObject({
    day_change: '00:00',
    luck_start: 'sect1',
    qimen_method: 'zhirun',
    qimen_plate: 'flying',
    year_start: 'lunar-new-year',
  });
  await page.reload();
  const stems = await baziChartRow(page, 'Heavenly Stem');
  expect(stems[1]).toContain(dayPillar(2).slice(0, 1));
  await page
    .getByText(/day change 00:00 \(early\/late Rat hour\)/)
    .first()
    .waitFor();
  await page
    .getByText(/luck start in 时辰 \(two-hour periods\)/)
    .first()
    .waitFor();
});

it('reads the day page and a Qi Men hour chart in that school, on a phone', async () => {
  await page.setViewportSize(PHONE);
  // 10 February 2026: after 立春 (丙午 by the Start of Spring), before the lunar new year (乙巳).
  await page.goto('/tongshu/20260210');
  await page.getByText(/Hours on your clock: .*year from the lunar new year/).waitFor();
  const year = page.getByRole('region', { name: 'year pillar', exact: true });
  await year.getByText(/From the lunar new year \(正月初一\) \(yours\)/).waitFor();
  expect(await year.innerText()).toContain('乙巳 (Wood Snake)');

  await page.goto('/theqmhourchart');
  await page.getByText(/Times on your clock: .*置闰 \(leap ju\).*飞盘/).waitFor();
  const method = page.getByRole('group', { name: /置闰|ju/i }).first();
  await method.waitFor();
  expect(await page.getByRole('radio', { name: /置闰/ }).isChecked()).toBe(true);
  expect(
    await page.getByRole('radio', { name: '飞盘 Flying plate', exact: true }).isChecked(),
  ).toBe(true);
  const scroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(scroll).toBeLessThanOrEqual(0);
});

it("names the school in a feed's description", async () => {
  const me = await storedUser(page);
  const feed = await page.request.get(`/download/ical/personalpro/${String(me.ical_id)}`);
  expect(feed.status()).toBe(200);
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toMatch(/X-WR-CALDESC:.*day change 00:00 \(early\/late Rat hour\)/);
  expect(text).toMatch(/X-WR-CALDESC:.*Qi Men 置闰 \(leap ju\)/);
  expect(text).toMatch(/X-WR-CALDESC:.*flying plate \(飞盘\)/);
});
