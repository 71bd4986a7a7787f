/**
 * Issue 26: axe-core over every route of the web app and of mission control, signed out, as an
 * owner with a profile and one person, and as the operator, at desktop (1280 px) and phone
 * (375 px) width, in the Debian chromium the browser tests use. Any serious or critical finding
 * fails the page; no rule is switched off. The run's last line says how much was checked.
 *
 * One product and one browser for the file. The views of each group (signed out, owner,
 * operator) are opened two at a time in tabs of the same browser, which share the group's
 * sign-in; each tab waits for its page's own readiness (settled.ts), not for network silence.
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
import { settled, trackRequests } from '../browser/settled';
import { audit, listFindings, type Finding } from './axeAudit';
import { OPERATOR, OWNER, PERSON_NAME, SIGNED_OUT, type PageView } from './pageViews';

// A view's test waits while the other tab works too: room for both on a busy machine.
jest.setTimeout(180000);

/** Tabs open at once: two keep the two cores busy between chromium, the bff and axe. */
const TABS = 2;

const OWNER_USER = { name: 'Ada Wong', email: 'ada@example.com', password: 'Almanac2024' };

let product: Product;
let views = 0;
const rules = new Set<string>();
const findings: Finding[] = [];
const lesser: Finding[] = [];

beforeAll(async () => {
  product = await startProduct();
}, 60000);

afterAll(async () => {
  console.log(
    `accessibility: ${views} page views, ${rules.size} axe rules evaluated, ` +
      `${findings.length} serious or critical findings, ${lesser.length} moderate or minor` +
      (lesser.length > 0 ? `:\n${listFindings(lesser)}` : ''),
  );
  await product?.stop();
});

/** Audits one view at both widths in `page`; resolves to its serious or critical findings. */
async function check(page: Page, view: PageView, who: string): Promise<Finding[]> {
  const seen: Finding[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(view.route);
    await settled(page);
    if (view.state) {
      await view.state.act(page);
      await settled(page);
    }
    const name = `${view.route}${view.state ? ` (${view.state.name})` : ''} at ${size.width} px, ${who}`;
    const result = await audit(page, name);
    views += 1;
    result.rules.forEach((rule) => rules.add(rule));
    seen.push(...result.findings);
    lesser.push(...result.lesser);
  }
  findings.push(...seen);
  return seen;
}

/**
 * Starts auditing `list` in TABS tabs of the product's browser (signed in as the group is) and
 * returns each view's outcome, which its test awaits; the tabs close when the list is done.
 */
function auditAll(list: readonly PageView[], who: string): Map<PageView, Promise<Finding[]>> {
  const outcomes = new Map<PageView, Promise<Finding[]>>();
  const jobs: ((page: Page) => Promise<void>)[] = [];
  for (const view of list) {
    const outcome = new Promise<Finding[]>((resolve, reject) => {
      jobs.push((page) => check(page, view, who).then(resolve, reject));
    });
    // Awaited by the view's test; marked handled so that a failure is reported there.
    outcome.catch(() => undefined);
    outcomes.set(view, outcome);
  }
  const tab = async () => {
    const page = await product.context.newPage();
    // Waits share the machine with the other tab (and another jest worker).
    page.setDefaultTimeout(30000);
    trackRequests(page);
    for (let job = jobs.shift(); job; job = jobs.shift()) await job(page);
    await page.close().catch(() => undefined);
  };
  for (let i = 0; i < Math.min(TABS, list.length); i += 1) void tab();
  return outcomes;
}

const named = (view: PageView) => `${view.route}${view.state ? ` with ${view.state.name}` : ''}`;

/** One test per view of `list`: each fails on its own serious or critical findings. */
function eachView(list: readonly PageView[], outcomes: () => Map<PageView, Promise<Finding[]>>) {
  it.each(list.map((view) => [named(view), view] as const))('%s', async (_name, view) => {
    const seen = await outcomes().get(view);
    if (seen && seen.length > 0) throw new Error(`axe found:\n${listFindings(seen)}`);
    expect(seen).toEqual([]);
  });
}

describe('signed out', () => {
  let outcomes: Map<PageView, Promise<Finding[]>>;
  beforeAll(() => {
    outcomes = auditAll(SIGNED_OUT, 'signed out');
  });
  eachView(SIGNED_OUT, () => outcomes);
});

describe('as an owner with a profile', () => {
  let outcomes: Map<PageView, Promise<Finding[]>>;
  beforeAll(async () => {
    const birth = { gender: 1, birth_date: '1985-11-02', birth_time: '07:45' };
    const person = { name: PERSON_NAME, gender: 0, birth_date: '1988-02-14', birth_time: '22:10' };
    // Internal team with a referral code: every page of the sidebar, the Qi Men charts included.
    await richOwner(product, OWNER_USER, birth, person, 'ada-wong');
    outcomes = auditAll(OWNER, 'owner');
  });
  eachView(OWNER, () => outcomes);
});

describe('as the operator', () => {
  let outcomes: Map<PageView, Promise<Finding[]>>;
  beforeAll(async () => {
    const { page } = product;
    await page.evaluate('window.localStorage.clear()');
    await signIn(page, product.operator.email, product.operator.password, '/master');
    await page.waitForURL('**/missioncontrol/**');
    outcomes = auditAll(OPERATOR, 'operator');
  });
  eachView(OPERATOR, () => outcomes);
});
