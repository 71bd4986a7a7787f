/**
 * Issue 23 in Debian chromium: a practitioner on the Pro plan adds two people on /account/people,
 * searches a wedding over three months on /select for the three of them, opens a day's reasons,
 * exports the picked days as an .ics file that ical.js (Thunderbird's parser) reads, and keeps
 * the selection as a calendar the dashboard lists; the days shown are the API's. A Tong Shu plan
 * is sent to the upgrade page with Pro chosen.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { icalEvents, type IcalTime } from '@tongshu/engine/testing';
import { addPerson } from './addPerson';
import { fillSignUp, productForFile, storedUser, type Product } from './browserSupport';

jest.setTimeout(90000);

const PRO = { name: 'Mei Chan', email: 'mei@example.com', password: 'Almanac2024' };
const LOWER = { name: 'Tom Lo', email: 'tom@example.com', password: 'Almanac2024' };
const PROFILE = { gender: 0, birth_date: '1990-05-15', birth_time: '14:30' };

let product: Product;
let page: Page;

productForFile((started) => {
  product = started;
  page = started.page;
});

async function signUpWithProfile(person: typeof PRO, plan: string): Promise<string> {
  await fillSignUp(page, person, plan);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  const { token } = await storedUser(page);
  const saved = await product.api.call(
    'PATCH',
    '/api/account',
    { name: person.name, email: person.email, ...PROFILE },
    token,
  );
  expect(saved.status).toBe(200);
  return token;
}

it('adds two people, selects a wedding for three, opens a day and exports the .ics', async () => {
  const token = await signUpWithProfile(PRO, 'pro');
  await page.goto('/account/people');
  await addPerson(page, {
    name: 'Bride',
    gender: 0,
    birth_date: '1992-08-20',
    birth_time: '09:15',
  });
  await addPerson(page, {
    name: 'Groom',
    gender: 1,
    birth_date: '1989-03-03',
    birth_time: '21:40',
  });
  await page.getByRole('button', { name: 'Chart of Groom' }).click();
  await page.getByRole('table', { name: 'Bazi Chart' }).waitFor();

  await page.goto('/select');
  await page.getByLabel('Search activities').fill('wedding');
  await page.getByLabel('Activity').selectOption('嫁娶');
  await page.getByLabel('From', { exact: true }).fill('2027-03-01');
  await page.getByLabel('To', { exact: true }).fill('2027-05-31');
  await page.getByRole('checkbox', { name: 'Bride' }).check();
  await page.getByRole('checkbox', { name: 'Groom' }).check();
  await page.getByRole('button', { name: 'Find days' }).click();
  await page.getByRole('table', { name: 'March 2027' }).waitFor();
  await page.getByRole('link', { name: 'the popular almanac tradition' }).waitFor();

  const people = (await product.api.call('GET', '/api/people', undefined, token)).json.data as {
    id: string;
  }[];
  const ids = ['me', ...people.map((person) => person.id)].join(',');
  const answer = await product.api.call(
    'GET',
    `/api/select?activity=%E5%AB%81%E5%A8%B6&from=2027-03-01&to=2027-05-31&people=${ids}`,
    undefined,
    token,
  );
  const days = answer.json.data.days as { date: string; score: number }[];
  expect(days.length).toBeGreaterThan(0);
  const ranked = page.getByRole('table', { name: 'Kept days, best first' });
  expect(await ranked.getByRole('rowheader').allTextContents()).toEqual(days.map((d) => d.date));

  const best = days[0] as { date: string; score: number };
  await ranked.getByRole('button', { name: `Reasons for ${best.date}` }).click();
  const reasons = page.getByRole('region', { name: `Reasons for ${best.date}` });
  await reasons.getByText(`kept, score ${best.score}`).waitFor();
  await reasons.getByRole('link', { name: `Open the almanac for ${best.date}` }).waitFor();

  const picks = days.slice(0, 2);
  for (const day of picks) await page.getByLabel(`Pick ${day.date}`).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export 2 picked days (.ics)' }).click(),
  ]);
  const file = await download.path();
  const events = icalEvents(fs.readFileSync(file, 'utf8'));
  // One all-day event per picked day, named by its date.
  expect(events.map((event) => String(event.getFirstPropertyValue('uid')))).toEqual(
    picks
      .map((day) => day.date)
      .sort()
      .map((date) => `selected-marriage-${date.replace(/-/g, '')}@tongshu`),
  );
  for (const event of events) {
    const start = event.getFirstPropertyValue('dtstart') as IcalTime;
    expect(start.isDate).toBe(true);
    expect(String(event.getFirstPropertyValue('uid'))).toContain(
      start.toString().replace(/-/g, ''),
    );
  }

  // Usable at phone width: the results fit a 375 px window (wide tables scroll in their region).
  await page.setViewportSize({ width: 375, height: 800 });
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Kept as a calendar, it is listed on the dashboard with the other calendars.
  await page.getByRole('button', { name: 'Keep as a calendar' }).click();
  await page.getByText(/Your selection is kept as a calendar/).waitFor();
  await page.goto('/dashboard');
  await page.getByText('Selected dates').first().waitFor();
});

it('sends a Tong Shu plan to the upgrade page with the Pro plan chosen', async () => {
  await page.evaluate('window.localStorage.clear()');
  await signUpWithProfile(LOWER, 'tongshu');
  await page.goto('/select');
  await page.getByLabel('Search activities').fill('move house');
  await page.getByLabel('Activity').selectOption('移徙');
  await page.getByRole('button', { name: 'Find days' }).click();
  await page.waitForURL('**/account/upgrade?plan=pro');
});
