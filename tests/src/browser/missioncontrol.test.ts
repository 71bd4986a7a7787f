/**
 * Mission control in Debian chromium: web-admin loaded by the host as a module-federation remote.
 * The operator signs in at /master and lands on mission control, edits an account, deletes a
 * feedback item, impersonates a user (seeing that user's dashboard) and comes back; a customer is
 * refused in the UI (never even loading the remote) and at the API; a remote that cannot load
 * shows its error state.
 */
import type { Page } from 'playwright-core';
import { PASSWORD, signUp, uniqueEmail, type Person } from '../support/people';
import { screenshots, signIn, startProduct, storedUser, type Product } from './browserSupport';

jest.setTimeout(60000);

const COMPLAINT = 'The hour table is hard to read on my phone';

let product: Product;
let page: Page;
let customer: Person;
let operatorToken: string;

/** The API as the operator sees it, to check what a page shows. */
async function asOperator(path: string) {
  const answer = await product.api.call('GET', path, undefined, operatorToken);
  expect(answer.status).toBe(200);
  return answer.json.data;
}

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  customer = await signUp(product.api, 'cara', 'pro');
  const sent = await product.api.call(
    'POST',
    '/api/feedback',
    { rating: 'frown', comment: COMPLAINT },
    customer.token,
  );
  expect(sent.status).toBe(201);
}, 60000);

afterAll(async () => {
  await product?.stop();
});

it('refuses a customer: the app never loads mission control and the API answers 403', async () => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mc/')) remoteRequests.push(request.url());
  });
  // Signed up through the API, so not onboarded yet: the app opens /welcome first.
  await signIn(page, customer.email, PASSWORD);
  await page.waitForURL(/\/(welcome|dashboard)$/);
  await page.goto('/missioncontrol/accounts');
  await page.waitForURL('**/dashboard');
  await page.getByText('Available Calendars').first().waitFor();
  expect(remoteRequests).toEqual([]);

  const calls: [string, string, unknown][] = [
    ['GET', '/api/master/accounts', undefined],
    ['GET', '/api/master/users', undefined],
    ['GET', '/api/metrics/accounts', undefined],
    ['GET', '/api/feedback', undefined],
    ['PATCH', '/api/master/account', { id: customer.accountId, email: customer.email }],
    ['POST', '/api/master/user/impersonate', { id: customer.id }],
  ];
  for (const [method, path, body] of calls) {
    const answer = await product.api.call(method, path, body, customer.token);
    expect([method, path, answer.status]).toEqual([method, path, 403]);
  }
  await page.evaluate('window.localStorage.clear()');
  page.removeAllListeners('request');
});

it('signs the operator in at /master and lands on the mission control dashboard', async () => {
  await signIn(page, product.operator.email, product.operator.password, '/master');
  await page.waitForURL('**/missioncontrol/dashboard');
  operatorToken = (await storedUser(page)).token;

  const metrics = await asOperator('/api/metrics/accounts');
  expect(metrics.totalAccounts).toBe(1);
  const tile = page.locator('.tsu-stat', { hasText: 'Total Accounts' });
  await tile.locator('.tsu-stat__value', { hasText: String(metrics.totalAccounts) }).waitFor();
  await page.getByRole('heading', { name: 'Account Growth' }).waitFor();
  await screenshots(page, 'missioncontrol-dashboard');
});

it('edits an account: a new plan, shown in the table and kept by the API', async () => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.waitForURL('**/missioncontrol/accounts');
  await page.getByRole('searchbox').fill(customer.email);
  await page.getByRole('button', { name: `Edit ${customer.email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Plan').selectOption('simple');
  await screenshots(page, 'missioncontrol-account-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Account updated').first().waitFor();
  await page
    .getByRole('row', { name: new RegExp(customer.email) })
    .getByText('Simple Plan')
    .waitFor();

  const accounts: { id: string; plan: string; active: number }[] =
    await asOperator('/api/master/accounts');
  expect(accounts.find((account) => account.id === customer.accountId)).toMatchObject({
    plan: 'simple',
    active: 1,
  });
  await screenshots(page, 'missioncontrol-accounts');
});

it('deletes a feedback item from its band', async () => {
  await page.getByRole('link', { name: 'Feedback' }).click();
  await page.waitForURL('**/missioncontrol/feedback');
  const negative = page.locator('.tsu-stat', { hasText: 'Negative' });
  await negative.locator('.tsu-stat__value', { hasText: '1' }).waitFor();
  await page.getByText(COMPLAINT).waitFor();
  await screenshots(page, 'missioncontrol-feedback');
  await page.getByRole('button', { name: /^Delete Negative feedback/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No items in list').waitFor();
  await negative.locator('.tsu-stat__value', { hasText: '0' }).waitFor();
  expect(await asOperator('/api/feedback')).toEqual([]);
});

it("impersonates a user, sees that user's dashboard, and comes back", async () => {
  await page.getByRole('link', { name: 'Users' }).click();
  await page.waitForURL('**/missioncontrol/users');
  await page.getByRole('searchbox').fill(customer.email);
  await screenshots(page, 'missioncontrol-users');
  await page.getByRole('button', { name: `Impersonate ${customer.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Impersonate' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText(`Viewing Tongshu as cara (${customer.email})`).waitFor();
  await page.getByText('Available Calendars').first().waitFor();
  const viewer = await storedUser(page);
  expect(viewer).toMatchObject({ id: customer.id, permission: 'owner' });
  const asCustomer = await product.api.call('GET', '/api/user', undefined, viewer.token);
  expect(asCustomer.json.data.email).toBe(customer.email);
  await screenshots(page, 'missioncontrol-impersonating');

  await page.getByRole('button', { name: 'Back to Mission Control' }).click();
  await page.waitForURL('**/missioncontrol/users');
  expect(await storedUser(page)).toMatchObject({ token: operatorToken, permission: 'master' });
});

it('offers the way back from a user who has not onboarded yet', async () => {
  const email = uniqueEmail('dee');
  const body = { name: 'Dee Ong', email, password: PASSWORD, plan: 'free' };
  expect((await product.api.call('POST', '/api/account', body)).status).toBe(201);
  // The list the page holds may predate the new account: open it afresh.
  await page.goto('/missioncontrol/users');
  await page.getByText(email).waitFor();
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('button', { name: `Impersonate ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Impersonate' }).click();
  await page.waitForURL('**/welcome**');
  await page.getByText(`Viewing Tongshu as Dee Ong (${email})`).waitFor();
  await screenshots(page, 'missioncontrol-impersonating-welcome');
  await page.getByRole('button', { name: 'Back to Mission Control' }).click();
  await page.waitForURL('**/missioncontrol/users');
  expect(await storedUser(page)).toMatchObject({ token: operatorToken, permission: 'master' });
});

it('shows a clear error, and keeps the app working, when the remote cannot load', async () => {
  await page.route('**/mc/remoteEntry.js', (route) => route.fulfill({ status: 404 }));
  await page.goto('/missioncontrol/dashboard');
  await page.getByText('Mission control could not be loaded').waitFor();
  await screenshots(page, 'missioncontrol-unavailable');
  await page.unroute('**/mc/remoteEntry.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Account Growth' }).waitFor();
});
