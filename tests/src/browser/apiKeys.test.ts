/**
 * API keys in the browser (issue 36), on a phone in Berlin: an owner creates a key on
 * /account/keys and sees it once (a reload and it is gone, the list showing only its first
 * characters), calls the public API with it from outside the browser, sees the use counted on
 * their own clock, revokes it after a confirmation, and the API then refuses it.
 */
import { PHONE, productForFile, signUpWithBirth, type Product } from './browserSupport';

const OWNER = { name: 'Kai Berg', email: 'kai@example.com', password: 'Almanac2024' };

describe('API keys in the browser', () => {
  let product: Product;

  productForFile(
    async (started) => {
      product = started;
      await product.page.setViewportSize(PHONE);
      await signUpWithBirth(product.page, OWNER, 'pro');
    },
    {},
    { timezoneId: 'Europe/Berlin' },
  );

  /** GET /api/v1/people with `key`, as a practitioner's own tool would call it. */
  const callApi = (key: string) =>
    fetch(`${product.base}/api/v1/people`, { headers: { authorization: `Bearer ${key}` } });

  it('creates a key, shows it once, calls the API with it and revokes it', async () => {
    const { page } = product;
    await page.goto('/account/keys');
    await page.getByText('This account has no API keys. Create one below.').waitFor();
    await page.getByLabel(/^Name/).fill('Booking site');
    await page.getByRole('button', { name: 'Create Key' }).click();
    const shown = page.getByLabel('Your new API key');
    const key = await shown.inputValue();
    expect(key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    expect(await page.getByRole('button', { name: 'Copy Key' }).isVisible()).toBe(true);
    // Nothing wider than the phone: the key breaks rather than push the page sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await page.reload();
    const table = page.getByRole('table', { name: "Your account's API keys" });
    await table.getByRole('rowheader', { name: /Booking site/ }).waitFor();
    expect(await page.getByLabel('Your new API key').count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    expect(await table.textContent()).toContain(`${key.slice(0, 12)}…`);

    const answer = await callApi(key);
    expect(answer.status).toBe(200);

    await page.reload();
    const row = table.getByRole('row', { name: /Booking site/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // Key, created, last used (on Berlin's clock, as the header says), uses.
    expect(
      await table.getByRole('columnheader', { name: 'Last used (Europe/Berlin)' }).count(),
    ).toBe(1);
    expect(cells[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(cells[3]).toBe('1');

    await page.getByRole('button', { name: 'Revoke Booking site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Every tool that uses it is refused/).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    // The list once reloaded, not the notification, which closes itself after two seconds.
    await page.getByText('This account has no API keys. Create one below.').waitFor();
    const refused = await callApi(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message?: unknown }).message).toEqual(expect.any(String));
  });
});
