/**
 * Issue 26: axe-core over every route of the web app and of mission control, signed out, as an
 * owner with a profile and one person, and as the operator, at desktop (1280 px) and phone
 * (375 px) width, in the Debian chromium the browser tests use. Any serious or critical finding
 * fails the page; no rule is switched off. Each file's last line says how much it checked.
 *
 * The views are split over several files (pagesSignedOut, pagesOwnerAccount, pagesOwnerTools,
 * pagesOperator) so that jest's two workers share them: as one file they took a worker for
 * 264 s, the last four minutes of a pass. Each file has one product and one browser; its views
 * are opened two at a time in tabs that share the file's sign-in, and each tab waits for its
 * page's own readiness (settled.ts), not for network silence.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, startProduct, type Product } from '../browser/browserSupport';
import { settled, trackRequests } from '../browser/settled';
import { audit, listFindings, type Finding } from './axeAudit';
import type { PageView } from './pageViews';

/** Tabs open at once: two keep the two cores busy between chromium, the bff and axe. */
const TABS = 2;

/** What a file found, for its summary line. */
interface Tally {
  views: number;
  readonly rules: Set<string>;
  readonly findings: Finding[];
  readonly lesser: Finding[];
}

/** Audits one view at both widths in `page`; resolves to its serious or critical findings. */
async function check(page: Page, view: PageView, who: string, tally: Tally): Promise<Finding[]> {
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
    tally.views += 1;
    result.rules.forEach((rule) => tally.rules.add(rule));
    seen.push(...result.findings);
    tally.lesser.push(...result.lesser);
  }
  tally.findings.push(...seen);
  return seen;
}

/**
 * Starts auditing `list` in TABS tabs of the product's browser (signed in as the group is) and
 * returns each view's outcome, which its test awaits; the tabs close when the list is done.
 */
function auditAll(
  product: Product,
  list: readonly PageView[],
  who: string,
  tally: Tally,
): Map<PageView, Promise<Finding[]>> {
  const outcomes = new Map<PageView, Promise<Finding[]>>();
  const jobs: ((page: Page) => Promise<void>)[] = [];
  for (const view of list) {
    const outcome = new Promise<Finding[]>((resolve, reject) => {
      jobs.push((page) => check(page, view, who, tally).then(resolve, reject));
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

/**
 * The file's tests: one product, `signIn` brings its browser to `who`'s sign-in, then one test
 * per view of `list`, each failing on its own serious or critical findings.
 */
export function auditViews(
  who: string,
  list: readonly PageView[],
  signIn: (product: Product) => Promise<void> = async () => undefined,
): void {
  // A view's test waits while the other tab works too: room for both on a busy machine.
  jest.setTimeout(180000);
  let product: Product;
  let outcomes: Map<PageView, Promise<Finding[]>>;
  const tally: Tally = { views: 0, rules: new Set(), findings: [], lesser: [] };

  beforeAll(async () => {
    product = await startProduct();
    await signIn(product);
    outcomes = auditAll(product, list, who, tally);
  }, 90000);

  afterAll(async () => {
    console.log(
      `accessibility (${who}): ${tally.views} page views, ${tally.rules.size} axe rules ` +
        `evaluated, ${tally.findings.length} serious or critical findings, ` +
        `${tally.lesser.length} moderate or minor` +
        (tally.lesser.length > 0 ? `:\n${listFindings(tally.lesser)}` : ''),
    );
    await product?.stop();
  });

  it.each(list.map((view) => [named(view), view] as const))('%s', async (_name, view) => {
    const seen = await outcomes.get(view);
    if (seen && seen.length > 0) throw new Error(`axe found:\n${listFindings(seen)}`);
    expect(seen).toEqual([]);
  });
}
