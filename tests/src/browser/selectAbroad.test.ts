/**
 * Issue 33 in Debian chromium: a subscriber in Berlin (en-GB) and one in New York sign up, search
 * a wedding on /select and find it judged on their own clock: each best hour is the /tongshu slot
 * of the same date on the same clock, "Export all kept days" gives an .ics (read by ical.js, and
 * by khal on that clock) whose events are the kept dates, all day, every reason is English with
 * its Chinese beside it, and a Tong Shu plan reads the server's reason on the upgrade page.
 * Issue 42: a Berlin couple's wedding on a phone, exported into khal, each kept day on its date,
 * weak days only when asked.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { icalEvents, type IcalTime } from '@tongshu/engine/testing';
import { khalDays } from '../support/khal';
import { addPerson } from './addPerson';
import {
  fillSignUp,
  onboardWithBirth,
  PHONE,
  signUpWithBirth,
  startProduct,
  storedUser,
  type Product,
} from './browserSupport';

jest.setTimeout(120000);

interface Hour {
  readonly branch: string;
  readonly start: string;
  readonly end: string;
}
interface Day {
  readonly date: string;
  readonly score: number;
  readonly hours: readonly Hour[];
}

let product: Product;
let page: Page;
/** The page's clock: one browser for both walks, its zone changed as a traveller's laptop's. */
let clock: (timezoneId: string) => Promise<void>;

beforeAll(async () => {
  product = await startProduct({}, { locale: 'en-GB' });
  page = product.page;
  const cdp = await page.context().newCDPSession(page);
  clock = async (timezoneId) => {
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId });
  };
  await clock('Europe/Berlin');
}, 60000);

afterAll(async () => {
  await product?.stop();
});

/** A new subscriber on `plan`, through sign-up and the welcome form, on the browser's clock. */
async function newSubscriber(label: string, plan: string): Promise<string> {
  // A fresh start on the product's own origin (the first page is about:blank).
  await page.goto('/signin');
  await page.evaluate('window.localStorage.clear()');
  const email = `${label}.${Date.now()}@example.com`;
  await signUpWithBirth(page, { name: label, email, password: 'Almanac2024' }, plan);
  return (await storedUser(page)).token;
}

/** The slot start /tongshu shows for `branch` on `date`, read from its hour tables. */
async function tongshuSlotStart(date: string, branch: string): Promise<string> {
  await page.goto(`/tongshu/${date.replace(/-/g, '')}`);
  await page
    .getByRole('table', { name: /^Hours / })
    .first()
    .waitFor();
  return page.evaluate<string, string>((zhi) => {
    for (const table of Array.from(document.querySelectorAll('table[aria-label^="Hours "]'))) {
      const heads = Array.from(table.querySelectorAll('thead th')).map(
        (th) => th.textContent ?? '',
      );
      const cells = Array.from(table.querySelector('tbody tr')?.querySelectorAll('td') ?? []);
      const column = cells.findIndex((td) => (td.textContent ?? '').includes(zhi));
      if (column >= 0) return heads[heads.length - cells.length + column] ?? '';
    }
    return '';
  }, branch);
}

/** A wedding on /select over February to April 2027, or `range` with `partner` ticked too. */
async function weddingSearch(
  range = { from: '2027-02-01', to: '2027-04-30', first: 'February 2027' },
  partner?: string,
): Promise<void> {
  await page.goto('/select');
  await page.getByLabel('Search activities').fill('wedd');
  await page.getByLabel('Activity').selectOption('嫁娶');
  await page.getByLabel('From', { exact: true }).fill(range.from);
  await page.getByLabel('To', { exact: true }).fill(range.to);
  if (partner) await page.getByRole('checkbox', { name: partner }).check();
  await page.getByRole('button', { name: 'Find days' }).click();
  await page.getByRole('table', { name: range.first }).waitFor();
}

async function walk(zone: string, label: string): Promise<void> {
  const token = await newSubscriber(label, 'pro');
  const me = await product.api.call('GET', '/api/user', undefined, token);
  expect(me.json.data.time_zone).toBe(zone);
  await weddingSearch();
  // Only Marriage is offered for "wedd", not a bride's clothes or grooming.
  const options = await page.getByLabel('Activity').locator('option').allTextContents();
  expect(options.filter((text) => text !== '' && !/^Choose/.test(text))).toEqual([
    'Marriage (嫁娶)',
  ]);
  await page.getByText(`Days and hours on your clock (${zone})`).waitFor();
  const answer = await product.api.call(
    'GET',
    '/api/select?activity=%E5%AB%81%E5%A8%B6&from=2027-02-01&to=2027-04-30&people=me',
    undefined,
    token,
  );
  const days = answer.json.data.days as Day[];
  expect(answer.json.data.zone).toBe(zone);
  expect(days.length).toBeGreaterThan(3);

  // The best day's reasons, in English with the Chinese beside each.
  const best = days.find((day) => day.hours.length > 0) as Day;
  const ranked = page.getByRole('table', { name: 'Kept days, best first' });
  await ranked.getByRole('button', { name: `Reasons for ${best.date}` }).click();
  const reasons = page.getByRole('region', { name: `Reasons for ${best.date}` });
  const items = await reasons.locator('li').evaluateAll((lis) =>
    lis.map((li) => ({
      english: Array.from(li.childNodes)
        .filter((node) => !(node instanceof HTMLElement && node.lang === 'zh'))
        .map((node) => node.textContent ?? '')
        .join(''),
      chinese: li.querySelector('[lang="zh"]')?.textContent ?? '',
    })),
  );
  expect(items.length).toBeGreaterThan(3);
  for (const item of items) {
    expect(item.english).not.toMatch(/\p{Script=Han}/u);
    expect(item.chinese).toMatch(/\p{Script=Han}/u);
  }
  const first = best.hours[0] as Hour;
  const shown = `${first.start.slice(5)} to ${first.end.slice(11)}`;
  await reasons.getByText(shown, { exact: false }).waitFor();

  // Every best hour is the slot /tongshu lists for that date on the same clock.
  for (const day of days.slice(0, 3)) {
    for (const hour of day.hours.slice(0, 1)) {
      expect(await tongshuSlotStart(day.date, hour.branch)).toBe(hour.start.slice(11));
    }
  }

  // Export all kept days: one event per kept day, on the kept date on this clock.
  await weddingSearch();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all kept days (.ics)' }).click(),
  ]);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  const events = icalEvents(ics);
  expect(events).toHaveLength(days.length);
  // Each kept day is an all-day event on its own date (issue 42), named by that date.
  for (const event of events) {
    const start = event.getFirstPropertyValue('dtstart') as IcalTime;
    expect(start.isDate).toBe(true);
    expect(event.getFirstPropertyValue('uid')).toBe(
      `selected-marriage-${start.toString().replace(/-/g, '')}@tongshu`,
    );
  }
  // And so khal on this clock shows each kept day on its date, and nothing on any other.
  expect(khalDays(ics, zone, '2027-01-31', '2027-05-01')).toEqual(keptInKhal(days));
}

/** What khal should list: each kept date with its one event, titled by its score. */
const keptInKhal = (days: readonly Day[]) =>
  new Map(
    [...days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => [day.date, [`Marriage (嫁娶): score ${day.score}`]]),
  );

it('judges a Berlin wedding search on Berlin clocks, weeks from Monday', async () => {
  await walk('Europe/Berlin', 'berlin');
  await weddingSearch();
  // On a phone a day's reasons open far above the ranked list: they come into view.
  await page.setViewportSize({ width: 375, height: 812 });
  const ranked = page.getByRole('table', { name: 'Kept days, best first' });
  const last = ranked.getByRole('button', { name: /^Reasons for / }).last();
  const date = ((await last.getAttribute('aria-label')) ?? '').replace('Reasons for ', '');
  await last.click();
  const reasons = page.getByRole('region', { name: `Reasons for ${date}` });
  await reasons.waitFor();
  // boundingBox is relative to the viewport: the panel's top is on screen.
  const top = (await reasons.boundingBox())?.y ?? -1;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(812);
  await page.setViewportSize({ width: 1280, height: 800 });
  const february = page.getByRole('table', { name: 'February 2027' });
  expect(await february.locator('thead th').allTextContents()).toEqual([
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
    'Sun',
  ]);
});

/** A couple whose wedding over 2026-11-28..2027-02-28 keeps days best from their 子 hour. */
const COUPLE_BIRTH = { gender: 0, birth_date: '1984-06-01', birth_time: '14:30' };
const PARTNER = { name: 'Partner', gender: 1, birth_date: '1983-09-11', birth_time: '12:00' };

it("exports a Berlin couple's wedding into khal, each kept day on its date, on a phone", async () => {
  // Issue 42's walk: five kept days showed on the previous date, and 22 January, not kept, had
  // an event; days scoring below zero were kept.
  await page.setViewportSize(PHONE);
  await page.goto('/signin');
  await page.evaluate('window.localStorage.clear()');
  const email = `couple.${Date.now()}@example.com`;
  await fillSignUp(page, { name: 'Couple', email, password: 'Almanac2024' }, 'pro');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  await onboardWithBirth(page, COUPLE_BIRTH);
  const { token } = await storedUser(page);
  await page.goto('/account/people');
  await addPerson(page, PARTNER);
  const people = await product.api.call('GET', '/api/people', undefined, token);
  const partner = (people.json.data as { id: string }[])[0]?.id ?? '';

  await weddingSearch({ from: '2026-11-28', to: '2027-02-28', first: 'November 2026' }, 'Partner');
  const query = `/api/select?activity=%E5%AB%81%E5%A8%B6&from=2026-11-28&to=2027-02-28&people=me,${partner}`;
  const days = (await product.api.call('GET', query, undefined, token)).json.data.days as Day[];
  expect(days.some((day) => day.hours[0]?.branch === '子')).toBe(true);
  expect(days.every((day) => day.score >= 0)).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all kept days (.ics)' }).click(),
  ]);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(khalDays(ics, 'Europe/Berlin', '2026-11-27', '2027-03-01')).toEqual(keptInKhal(days));

  // Weak days only when asked for, then marked Weak.
  await page.getByRole('checkbox', { name: /^Show weak days too/ }).check();
  await page.getByRole('button', { name: 'Find days' }).click();
  const all = await product.api.call('GET', `${query}&weak=true`, undefined, token);
  const weak = (all.json.data.days as (Day & { weak: boolean })[]).filter((day) => day.weak);
  expect(weak.length).toBeGreaterThan(0);
  const ranked = page.getByRole('table', { name: 'Kept days, best first' });
  for (const day of weak) {
    await ranked
      .locator('tr', { has: page.getByRole('rowheader', { name: day.date }) })
      .getByText(`${day.score} (Weak)`)
      .waitFor();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

it('judges a New York wedding search on New York clocks', async () => {
  await clock('America/New_York');
  await walk('America/New_York', 'newyork');
  await clock('Europe/Berlin');
});

it("shows a Tong Shu plan the server's reason on the upgrade page, and marks the page Pro", async () => {
  await newSubscriber('lower', 'tongshu');
  await page.getByRole('link', { name: /Date Selection\s*Pro/ }).click();
  await page.getByLabel('Search activities').fill('move house');
  await page.getByLabel('Activity').selectOption('移徙');
  await page.getByRole('button', { name: 'Find days' }).click();
  await page.waitForURL('**/account/upgrade?plan=pro');
  await page.getByText('Date selection is part of the Pro Plan').waitFor();
});
