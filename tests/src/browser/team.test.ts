/**
 * What the spec walk found (issue 25), tried in Debian chromium as an admin, an owner, a plain
 * user and the operator: the team list in the page and in the answer the page read carries no
 * one else's feed id or birth data; /tongshu is never wider than the window.
 */
import type { Page, Response } from 'playwright-core';
import { linkParam, signIn, startProduct, type Product } from './browserSupport';
import { signIn as signInByApi, type Person } from '../support/people';
import { baziChartRow } from '../support/baziChartRow';

jest.setTimeout(60000);

const PASSWORD = 'Almanac2024';
const BIRTH = { gender: 1, birth_date: '1985-03-02', birth_time: '06:45' };
/** Private fields of a user that only that user reads. */
const PRIVATE = ['ical_id', 'bz_chart', 'birth_date', 'birth_time', 'gender', 'dm'];

let product: Product;
let page: Page;
let owner: Person;
let admin: Person;
let member: Person;

async function call(method: string, url: string, body: unknown, token?: string) {
  const answer = await product.api.call(method, url, body, token);
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  return answer.json;
}

/** A teammate invited by the owner, signed up from the mailed link, with a birth on profile. */
async function teammate(label: string, permission: 'user' | 'admin'): Promise<Person> {
  const email = `${label}@example.com`;
  const since = product.smtp.mails.length;
  await call('POST', '/api/invite', { email }, owner.token);
  const inviteId = linkParam(await product.smtp.next(email, since), 'id');
  const joined = await call('POST', '/api/user', {
    name: label,
    email,
    password: PASSWORD,
    inviteId,
  });
  const person = await signInByApi(product.api, email, PASSWORD);
  await call('PATCH', '/api/user', { name: label, email, ...BIRTH }, person.token);
  await call('PATCH', '/api/user', { onboarded: true }, person.token);
  if (permission === 'admin')
    await call(
      'PATCH',
      '/api/user',
      { id: joined.data.id, name: label, email, permission },
      owner.token,
    );
  return { ...person, permission };
}

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  const email = 'owner@example.com';
  await call('POST', '/api/account', { name: 'Owner', email, password: PASSWORD, plan: 'pro' });
  owner = await signInByApi(product.api, email, PASSWORD);
  await call('PATCH', '/api/account', { name: 'Owner', email, ...BIRTH }, owner.token);
  await call('PATCH', '/api/user', { onboarded: true }, owner.token);
  admin = await teammate('admin', 'admin');
  member = await teammate('member', 'user');
}, 60000);

/** Signs in through the page as nobody else: local storage cleared on the app's own origin. */
async function signInFresh(email: string, password: string, at: '/signin' | '/master' = '/signin') {
  await page.goto(at);
  await page.evaluate('window.localStorage.clear()');
  await signIn(page, email, password, at);
}

afterAll(async () => {
  await product?.stop();
});

/** Signs `who` in through the page and opens `path`, returning the answer of `api` it read. */
async function openAs(
  who: Person,
  path: string,
  api: string,
  at: '/signin' | '/master' = '/signin',
) {
  await signInFresh(who.email, PASSWORD, at);
  await page.waitForURL(/\/(dashboard|missioncontrol\/dashboard)/);
  const answered = page.waitForResponse(
    (response: Response) => new URL(response.url()).pathname === api,
  );
  await page.goto(path);
  return (await (await answered).json()) as { data: Record<string, unknown>[] };
}

it.each([
  ['an admin', () => admin],
  ['the owner', () => owner],
])("shows %s the team without anyone's feed id or birth data", async (_, who) => {
  const listed = await openAs(who(), '/account/users', '/api/account/users');
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByText(member.email).waitFor();
  expect(listed.data.length).toBe(3);
  for (const row of listed.data) for (const field of PRIVATE) expect(row).not.toHaveProperty(field);
  const shown = await page.content();
  for (const person of [owner, admin, member]) expect(shown).not.toContain(person.icalId);
  // The Users table's columns, Last Login filled for people who signed in.
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.join('|')).toMatch(/Name.*Email.*Permission.*Last Login.*Date Created/);
});

it('keeps a plain user out of the team list, in the page and in the API', async () => {
  await signInFresh(member.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/account/users');
  await page.waitForURL('**/dashboard');
  const answer = await product.api.call('GET', '/api/account/users', undefined, member.token);
  expect(answer.status).toBe(403);
});

it("shows the operator the users without anyone's feed id (docs/security.md)", async () => {
  await signInFresh(product.operator.email, product.operator.password, '/master');
  await page.waitForURL('**/missioncontrol/dashboard');
  const answered = page.waitForResponse(
    (response: Response) => new URL(response.url()).pathname === '/api/master/users',
  );
  await page.goto('/missioncontrol/users');
  const listed = (await (await answered).json()) as { data: Record<string, unknown>[] };
  await page.getByText(member.email).waitFor();
  for (const row of listed.data) expect(row).not.toHaveProperty('ical_id');
  const shown = await page.content();
  for (const person of [owner, admin, member]) expect(shown).not.toContain(person.icalId);
});

it.each([375, 768, 1024, 1280])('shows /tongshu no wider than a %i px window', async (width) => {
  await signInFresh(owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/tongshu/20260217');
  await page.locator('.hour-table table').first().waitFor();
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // Each hour table scrolls inside its own region, which the keyboard can reach.
  const region = page.getByRole('region', { name: /^Hours 23:00 to/ });
  expect(await region.getAttribute('tabindex')).toBe('0');
  await page.setViewportSize({ width: 1280, height: 800 });
});

it("shows /account's Bazi Chart, luck pillar and start time tables as GET /api/user answers them", async () => {
  await signInFresh(owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  const me = await call('GET', '/api/user', undefined, owner.token);
  const chart = JSON.parse(me.data.bz_chart);
  await page.goto('/account');
  const stemRow = await baziChartRow(page, 'Heavenly Stem');
  ['hour', 'day', 'month', 'year'].forEach((name, i) =>
    expect(stemRow[i]).toContain(chart.pillars[name].stem),
  );
  expect(await page.getByRole('table', { name: /^Luck pillars/ }).count()).toBe(2);
  const starts = page.getByRole('table', { name: '10 Year Luck Pillar Start Time' });
  const rows = await starts.locator('tbody tr').allTextContents();
  expect(rows).toHaveLength(9);
  const first = chart.luck.pillars[0].start;
  const two = (n: number) => String(n).padStart(2, '0');
  expect(rows[0]).toContain(
    `${first.year}-${two(first.month)}-${two(first.day)} ${two(first.hour)}:${two(first.minute)}:${two(first.second)}`,
  );
});

it('wraps the dashboard legend tabs at 375 px: every tab in view', async () => {
  await signInFresh(owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const boxes = await tabs.evaluateAll((all) =>
    all.map((tab) => [tab.textContent, tab.getBoundingClientRect().right] as const),
  );
  expect(boxes.map(([label]) => label)).toContain('28 Constellation Animals');
  for (const [label, right] of boxes)
    expect({ label, inView: right <= 375 }).toEqual({ label, inView: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

it("shows every header of /tongshu's Qi Men card at 1280 px, directions in words", async () => {
  await signInFresh(owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/tongshu/20260217');
  const table = page.locator('.qimen-directions table');
  await table.waitFor();
  const [tableRight, scrollRight] = await page
    .locator('.qimen-directions')
    .evaluate((box) => [
      box.querySelector('table')?.getBoundingClientRect().right ?? Infinity,
      box.querySelector('[role="region"]')?.getBoundingClientRect().right ?? 0,
    ]);
  expect(tableRight).toBeLessThanOrEqual(scrollRight + 1);
  // Each cell's words: the compass point (its full name is the arrow's title and the abbr's).
  const points = await table
    .locator('tbody td')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector('abbr')?.textContent ?? cell.textContent),
    );
  expect(points.length).toBe(8);
  for (const point of points) expect(point).toMatch(/^(N|NE|E|SE|S|SW|W|NW|-)$/);
});

it('keeps a lasting error notification below the header, clear of the user menu', async () => {
  await signInFresh(owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: /Owner/ }).first().waitFor();
  // A failed call the error catalogue shows persistently (spec section 8: other statuses).
  await page.route('**/api/tongshu/get/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  );
  await page.goto('/tongshu/20260218');
  const toast = page.getByText('Boom').first();
  await toast.waitFor();
  const header = await page.locator('.shell__header').boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  await page.unroute('**/api/tongshu/get/**');
});
