/**
 * Issue 26: axe-core over every route of the web app and of mission control, signed out, as an
 * owner with a profile and one person, and as the operator, at desktop (1280 px) and phone
 * (375 px) width, in the Debian chromium the browser tests use. Any serious or critical finding
 * fails the page; no rule is switched off. The run's last line says how much was checked.
 */
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  richOwner,
  signIn,
  startProduct,
  type Product,
} from '../browser/browserSupport';
import { audit, listFindings, type Finding } from './axeAudit';
import { OPERATOR, OWNER, PERSON_NAME, SIGNED_OUT, type PageView } from './pageViews';

jest.setTimeout(60000);

const OWNER_USER = { name: 'Ada Wong', email: 'ada@example.com', password: 'Almanac2024' };

let product: Product;
let page: Page;
let views = 0;
const rules = new Set<string>();
const findings: Finding[] = [];
const lesser: Finding[] = [];

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
}, 60000);

afterAll(async () => {
  console.log(
    `accessibility: ${views} page views, ${rules.size} axe rules evaluated, ` +
      `${findings.length} serious or critical findings, ${lesser.length} moderate or minor` +
      (lesser.length > 0 ? `:\n${listFindings(lesser)}` : ''),
  );
  await product?.stop();
});

/** The page once its data has arrived: nothing loading, the fonts it uses in place. */
async function settled(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.locator('.tsu-loader').first().waitFor({ state: 'detached' });
  await page.evaluate('document.fonts.ready.then(() => undefined)');
}

async function check(view: PageView, who: string): Promise<void> {
  const seen: Finding[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(view.route);
    await settled();
    if (view.state) {
      await view.state.act(page);
      await settled();
    }
    const name = `${view.route}${view.state ? ` (${view.state.name})` : ''} at ${size.width} px, ${who}`;
    const result = await audit(page, name);
    views += 1;
    result.rules.forEach((rule) => rules.add(rule));
    seen.push(...result.findings);
    lesser.push(...result.lesser);
  }
  findings.push(...seen);
  if (seen.length > 0) throw new Error(`axe found:\n${listFindings(seen)}`);
}

const named = (view: PageView) => `${view.route}${view.state ? ` with ${view.state.name}` : ''}`;

describe('signed out', () => {
  it.each(SIGNED_OUT.map((view) => [named(view), view] as const))('%s', async (_name, view) => {
    await check(view, 'signed out');
  });
});

describe('as an owner with a profile', () => {
  beforeAll(async () => {
    const birth = { gender: 1, birth_date: '1985-11-02', birth_time: '07:45' };
    const person = { name: PERSON_NAME, gender: 0, birth_date: '1988-02-14', birth_time: '22:10' };
    // Internal team with a referral code: every page of the sidebar, the Qi Men charts included.
    await richOwner(product, OWNER_USER, birth, person, 'ada-wong');
  });

  it.each(OWNER.map((view) => [named(view), view] as const))('%s', async (_name, view) => {
    await check(view, 'owner');
  });
});

describe('as the operator', () => {
  beforeAll(async () => {
    await page.evaluate('window.localStorage.clear()');
    await signIn(page, product.operator.email, product.operator.password, '/master');
    await page.waitForURL('**/missioncontrol/**');
  });

  it.each(OPERATOR.map((view) => [named(view), view] as const))('%s', async (_name, view) => {
    await check(view, 'operator');
  });
});
