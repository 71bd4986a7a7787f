/**
 * The web app provides a part of react-router to module federation's share scope
 * (web-app/src/app/sharedRouter.ts), not the package: every name the host, the mission-control
 * remote and the UI kit import from 'react-router' must be in it, or that import is undefined in
 * the browser while jsdom tests, which load the package itself, pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../fonts/hanVocabulary';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SHARED_ROUTER = path.join(ROOT, 'web-app', 'src', 'app', 'sharedRouter.ts');

const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g;

/**
 * What the web packages bundle: their sources but tests, test support (`src/testing`), type
 * declarations and the share scope's router itself.
 */
const sources = ['web-app', 'web-admin', 'web-ui']
  .flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
  .filter((file) => /(?<!\.d)\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`))
  .filter((file) => file !== SHARED_ROUTER)
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** The names of `import { a, type B, c as d } from 'react-router'` (values and types alike). */
const importedNames = (text: string) =>
  [...text.matchAll(NAMED_IMPORT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean),
  );

it('provides every name the web packages import from react-router', () => {
  const exported = /export\s*\{([^}]*)\}\s*from\s*'react-router\?unshared'/.exec(
    fs.readFileSync(SHARED_ROUTER, 'utf8'),
  );
  const provided = new Set((exported?.[1] ?? '').split(',').map((name) => name.trim()));
  const used = new Set(sources.flatMap(({ text }) => importedNames(text)));
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((name) => !provided.has(name))).toEqual([]);
});

it('sees every use of react-router: the web packages import it by name only', () => {
  const unread = sources.filter(
    ({ text }) =>
      (text.match(/'react-router'/g) ?? []).length !== [...text.matchAll(NAMED_IMPORT)].length,
  );
  expect(unread.map(({ file }) => path.relative(ROOT, file))).toEqual([]);
});
