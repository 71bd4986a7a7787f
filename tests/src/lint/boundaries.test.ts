/**
 * The floors' boundaries (docs/architecture.md, "What the linter keeps") hold because
 * `npm run lint` refuses an import that crosses one. Each case plants one import in a file of the
 * real tree (linted as text, never written) and asks the project's own ESLint configuration: the
 * crossing import is refused by the named rule, and the same target imported from where it is
 * allowed passes, so a rule that refused everything would fail here too.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * Lints `[file, code]` cases in one child node process: ESLint loads its configuration (an ES
 * module) by dynamic import, which jest's module sandbox does not offer. Answers, per case, the
 * rules that object.
 */
function objectionsTo(cases: readonly (readonly [string, string])[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const eslint = new ESLint({ cwd: process.cwd() });
    Promise.all(cases.map(([filePath, code]) => eslint.lintText(code, { filePath }))).then((all) =>
      process.stdout.write(JSON.stringify(all.map(([r]) => r.messages.map((m) => m.ruleId || m.message)))),
    );`;
  const input = JSON.stringify(cases.map(([file, code]) => [path.join(root, file), code]));
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: root, input, encoding: 'utf8' }),
  );
}

const BOUNDARY = 'boundaries/dependencies';
const DEEP = 'no-restricted-imports';

/** Each rule: a file, an import that crosses a boundary, and its allowed twin from the same file. */
const RULES = [
  {
    rule: 'a web-app feature never imports another feature',
    file: 'web-app/src/features/select/planted.ts',
    crossing: "import { personFields } from '../people/personFields';",
    allowed: "import { useSelection } from './useSelection';",
    by: BOUNDARY,
  },
  {
    rule: 'shared web-app code never imports a feature',
    file: 'web-app/src/shared/lib/planted.ts',
    crossing: "import { Select } from '../../features/select/Select';",
    allowed: "import { WEEKDAY_NAMES } from './calendarNames';",
    by: BOUNDARY,
  },
  {
    rule: "the bff's platform floor never imports a capability",
    file: 'bff/src/platform/planted.ts',
    crossing: "import { selectRoutes } from '../select';",
    allowed: "import { ValidationError } from './errors';",
    by: BOUNDARY,
  },
  {
    rule: 'a bff capability uses another only through its index',
    file: 'bff/src/select/planted.ts',
    crossing: "import { listPeople } from '../people/peopleService';",
    allowed: "import { listPeople } from '../people';",
    by: BOUNDARY,
  },
  {
    rule: 'auth imports neither accounts nor billing (accounts -> billing -> auth)',
    file: 'bff/src/auth/planted.ts',
    crossing: "import { userView } from '../accounts';",
    allowed: "import { audit } from '../platform/auditLog';",
    by: BOUNDARY,
  },
  {
    rule: 'billing does not import accounts',
    file: 'bff/src/billing/planted.ts',
    crossing: "import { userView } from '../accounts';",
    allowed: "import { requireRole } from '../auth';",
    by: BOUNDARY,
  },
  {
    rule: "the contract's shared floor never imports a contract capability",
    file: 'contract/src/shared/planted.ts',
    crossing: "import { almanacDayEndpoint } from '../almanac';",
    allowed: "import { term } from './term';",
    by: BOUNDARY,
  },
  {
    rule: 'a contract capability uses another only through its index',
    file: 'contract/src/select/planted.ts',
    crossing: "import { almanacAnswer } from '../almanac/answer';",
    allowed: "import { almanacAnswer } from '../almanac';",
    by: BOUNDARY,
  },
  {
    rule: "no package imports another package's src by path",
    file: 'tests/src/support/planted.ts',
    crossing: "import { createApp } from '../../../bff/src/app';",
    allowed: "import { createApp } from '@tongshu/bff';",
    by: DEEP,
  },
] as const;

describe('npm run lint keeps the floors apart', () => {
  const answers = objectionsTo(
    RULES.flatMap(({ file, crossing, allowed }) => [
      [file, `${crossing}\n`],
      [file, `${allowed}\n`],
    ]),
  );

  it.each(RULES.map((r, i) => [r.rule, r, i] as const))('%s', (_, { by }, i) => {
    expect(answers[2 * i]).toContain(by);
    expect(answers[2 * i + 1]).not.toContain(by);
  });
});
