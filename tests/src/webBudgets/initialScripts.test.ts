/**
 * Issue 46's budgets: each main route's initial JavaScript, gzipped, from the built web-app
 * (`npm test` builds it first: scripts/buildIfStale.js). Bytes, not durations: a fixed bound
 * holds on any machine. docs/performance.md, "Initial JavaScript", says where the bytes go.
 */
import { gzippedBytes, initialScripts, readScriptGraph } from './scriptGraph';

const KB = 1024;

/**
 * What each route's first visit loads besides the entry and src/bootstrap.tsx (the app shell,
 * the home page and the shared React, router and UI kit), and its budget. /developers draws its
 * API reference as it opens, so the reference's lazy chunk counts. /tongshu's budget is issue
 * 46's goal; the others are about 10 KB above what each weighed on 2026-11-29: room for a
 * feature, not for a dependency.
 */
const ROUTES: readonly { route: string; imports: readonly string[]; budget: number }[] = [
  { route: '/', imports: [], budget: 170 * KB },
  { route: '/tongshu/{date}', imports: ['src/features/almanac/Tongshu.tsx'], budget: 200 * KB },
  { route: '/select', imports: ['src/features/select/Select.tsx'], budget: 175 * KB },
  { route: '/account', imports: ['src/features/account/Profile.tsx'], budget: 190 * KB },
  {
    route: '/developers',
    imports: ['src/features/developers/Developers.tsx', 'src/features/developers/ApiReference.tsx'],
    budget: 175 * KB,
  },
];

const graph = readScriptGraph();

it.each(ROUTES)('keeps the initial JavaScript of $route within its budget', (row) => {
  const scripts = initialScripts(graph, ['src/bootstrap.tsx', ...row.imports]);
  const bytes = scripts.reduce((sum, script) => sum + gzippedBytes(script), 0);
  expect(scripts).toContain('main.js');
  expect(bytes).toBeLessThan(row.budget);
});
