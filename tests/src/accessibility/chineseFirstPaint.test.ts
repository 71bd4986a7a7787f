/**
 * Issue 33: every Chinese character of the home, Tong Shu, date selection and account pages is
 * drawn by the served font as first drawn, on a machine without Chinese fonts (latinFonts.ts),
 * at desktop and phone width. The font files come 1.5 s late, as on a slow network, so that a
 * page laid out before its font came is caught while it still shows what it first drew (an
 * empty box of a Latin system font, or nothing). Each page is opened afresh, checked as soon as
 * its content is in, then again once the network is idle, for what it drew later.
 */
import type { CDPSession, Page } from 'playwright-core';
import { DESKTOP, PHONE, signIn } from '../browser/browserSupport';
import { CJK } from '../fonts/hanVocabulary';
import { signIn as signInByApi } from '../support/people';
import { fontsOfNode, isServed, startLatinOnlyProduct, type LatinOnlyProduct } from './latinFonts';

jest.setTimeout(120000);

const USER = { name: 'Lin Wei', email: 'lin@example.com', password: 'Almanac2024' };
const BIRTH = { gender: 0, birth_date: '1986-03-08', birth_time: '05:20' };
const FONT_DELAY_MS = 1500;
const CJK_ANYWHERE = new RegExp(CJK.source, 'gu');

let product: LatinOnlyProduct;
let page: Page;
let cdp: CDPSession;

async function call(method: string, url: string, body?: unknown, token?: string) {
  const answer = await product.api.call(method, url, body, token);
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
}

beforeAll(async () => {
  product = await startLatinOnlyProduct();
  ({ page, cdp } = product);
  await call('POST', '/api/account', { ...USER, plan: 'pro' });
  const { token } = await signInByApi(product.api, USER.email, USER.password);
  await call('PATCH', '/api/account', { name: USER.name, email: USER.email, ...BIRTH }, token);
  await call('PATCH', '/api/user', { onboarded: true }, token);
  await call('POST', '/api/people', { ...BIRTH, name: 'Mother', gender: 1 }, token);
  await page.route(/(tongshu-han|noto-sans-sc)[^/]*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
}, 60000);

afterAll(async () => {
  await product?.stop();
});

interface DomNode {
  readonly nodeId: number;
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string;
  readonly attributes?: string[];
  readonly children?: DomNode[];
  readonly shadowRoots?: DomNode[];
  readonly contentDocument?: DomNode;
}

/** The text nodes with Chinese in them (the document's, shadow roots' and frames'). */
function withChinese(node: DomNode, parent: DomNode | undefined, into: TextNode[]): TextNode[] {
  const skipped = parent && ['SCRIPT', 'STYLE', 'TITLE'].includes(parent.nodeName);
  if (node.nodeType === 3 && !skipped && CJK.test(node.nodeValue)) into.push({ node, parent });
  const inner = [...(node.shadowRoots ?? []), ...(node.children ?? [])];
  if (node.contentDocument) inner.push(node.contentDocument);
  for (const child of inner) withChinese(child, node, into);
  return into;
}

/** What the checks saw, for the log. */
interface Seen {
  nodes: number;
  chinese: number;
}

interface TextNode {
  readonly node: DomNode;
  readonly parent: DomNode | undefined;
}

/**
 * The text the page has drawn whose Chinese the served fonts did not draw. Chromium counts the
 * glyphs each font drew of a text node: the served fonts must have drawn at least its Chinese
 * characters, the others at most its other characters (spaces included). A box could hide
 * behind a Latin character drawn by a served font in the same node (Noto Sans SC draws the digits
 * of text marked Chinese on this machine), which the first rule alone would let pass. A node
 * drawn by no font is not on screen (hidden, an option of a closed list), nor is one the page
 * removed after the snapshot; the page is read again at network idle.
 */
async function notServed(label: string, seen: Seen): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const problems: string[] = [];
  let checked = 0;
  for (const { node, parent } of withChinese(root as DomNode, undefined, [])) {
    const fonts = await fontsOfNode(cdp, node.nodeId).catch((error: Error) => {
      // A node the page replaced since the snapshot (a card whose data came in) is not drawn.
      if (/Could not find node/.test(error.message)) return [];
      throw error;
    });
    if (fonts.length === 0) continue;
    checked += 1;
    const chinese = node.nodeValue.match(CJK_ANYWHERE)?.length ?? 0;
    seen.nodes += 1;
    seen.chinese += chinese;
    const others = [...node.nodeValue].length - chinese;
    const glyphs = (served: boolean) =>
      fonts.filter((font) => isServed(font) === served).reduce((sum, f) => sum + f.glyphCount, 0);
    if (glyphs(true) < chinese || glyphs(false) > others) {
      const by = fonts.map((font) => `${font.familyName} ×${font.glyphCount}`).join(', ');
      const name = parent ? `${parent.nodeName.toLowerCase()}${classOf(parent)}` : '';
      problems.push(`${label}: ${name} "${node.nodeValue.trim()}" drawn by ${by}`);
    }
  }
  if (checked === 0) problems.push(`${label}: no Chinese drawn at all`);
  return problems;
}

function classOf(node: DomNode): string {
  const attributes = node.attributes ?? [];
  const at = attributes.indexOf('class');
  return at >= 0 ? `.${(attributes[at + 1] ?? '').split(' ').join('.')}` : '';
}

/** The page's content is in: no loader, and Chinese in the text. */
async function contentIn(): Promise<void> {
  await page.waitForFunction(
    (source) =>
      !document.querySelector('.tsu-loader') &&
      new RegExp(source, 'u').test(document.body.innerText),
    CJK.source,
  );
}

interface View {
  readonly route: string;
  /** What a user does next, which draws more Chinese; resolves when it is in. */
  readonly then?: () => Promise<void>;
}

const VIEWS: readonly View[] = [
  { route: '/' },
  { route: '/tongshu' },
  {
    route: '/select',
    then: async () => {
      await page.getByLabel('Search activities').fill('wedding');
      await page.getByLabel('Activity').selectOption('嫁娶');
      await page.getByLabel('From', { exact: true }).fill('2027-03-01');
      await page.getByLabel('To', { exact: true }).fill('2027-04-30');
      await page.getByRole('checkbox', { name: 'Mother' }).check();
      await page.getByRole('button', { name: 'Find days' }).click();
      const ranked = page.getByRole('table', { name: 'Kept days, best first' });
      await ranked
        .getByRole('button', { name: /^Reasons for / })
        .first()
        .click();
      await page.getByRole('region', { name: /^Reasons for / }).waitFor();
    },
  },
  { route: '/account' },
  { route: '/account/people' },
];

async function drawnAsFirstDrawn(view: View, width: string, seen: Seen): Promise<string[]> {
  await page.goto(view.route);
  await contentIn();
  const label = `${view.route} at ${width}`;
  const problems = await notServed(`${label}, first drawn`, seen);
  if (view.then) {
    await view.then();
    problems.push(...(await notServed(`${label}, then`, seen)));
  }
  await page.waitForLoadState('networkidle');
  problems.push(...(await notServed(`${label}, network idle`, seen)));
  return problems;
}

it('draws every Chinese character of the main pages with the served font from the first paint', async () => {
  await signIn(page, USER.email, USER.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  const problems: string[] = [];
  const seen: Seen = { nodes: 0, chinese: 0 };
  for (const [size, width] of [
    [DESKTOP, `${DESKTOP.width} px`],
    [PHONE, `${PHONE.width} px`],
  ] as const) {
    await page.setViewportSize(size);
    for (const view of VIEWS) problems.push(...(await drawnAsFirstDrawn(view, width, seen)));
  }
  await page.setViewportSize(DESKTOP);
  console.log(`Checked ${seen.nodes} drawn text nodes holding ${seen.chinese} Chinese characters`);
  expect(problems).toEqual([]);
});
