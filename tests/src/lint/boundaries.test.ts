/**
 * The floors' boundaries (docs/architecture.md, "What the linter keeps") hold because
 * `npm run lint` refuses an import that crosses one. Each case plants one import in a file of the
 * real tree (linted as text, never written) and asks the project's own ESLint configuration: the
 * crossing import is refused by the named rule, and the same target imported from where it is
 * allowed passes, so a rule that refused everything would fail here too.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rules that object to `code` as the content of `file` (a path from the repository root). */
async function objections(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const BOUNDARY = 'boundaries/dependencies';

describe('the linter keeps the floors apart', () => {
  it('refuses a web-app feature importing another feature, not one of its own files', async () => {
    const planted = "import { personFields } from '../people/personFields';\n";
    expect(await objections('web-app/src/features/select/planted.ts', planted)).toContain(BOUNDARY);
    expect(
      await objections('web-app/src/features/people/planted.ts', planted.replace('../people', '.')),
    ).not.toContain(BOUNDARY);
  });

  it('refuses shared code importing a feature, not shared code', async () => {
    expect(
      await objections(
        'web-app/src/shared/lib/planted.ts',
        "import { Select } from '../../features/select/Select';\n",
      ),
    ).toContain(BOUNDARY);
    expect(
      await objections(
        'web-app/src/shared/lib/planted.ts',
        "import { WEEKDAY_NAMES } from './calendarNames';\n",
      ),
    ).not.toContain(BOUNDARY);
  });

  it("refuses the bff's platform floor importing a capability", async () => {
    expect(
      await objections(
        'bff/src/platform/planted.ts',
        "import { selectRoutes } from '../select';\n",
      ),
    ).toContain(BOUNDARY);
  });

  it("refuses a bff capability reaching past another capability's index, not its index", async () => {
    const inner = "import { x } from '../people/peopleService';\n";
    expect(await objections('bff/src/select/planted.ts', inner)).toContain(BOUNDARY);
    expect(
      await objections('bff/src/select/planted.ts', "import { x } from '../people';\n"),
    ).not.toContain(BOUNDARY);
  });

  it("refuses a path into another package's src, not the package's name", async () => {
    const deep = "import { createApp } from '../../../bff/src/app';\n";
    expect(await objections('tests/src/support/planted.ts', deep)).toContain(
      'no-restricted-imports',
    );
    expect(
      await objections(
        'tests/src/support/planted.ts',
        "import { createApp } from '@tongshu/bff';\n",
      ),
    ).not.toContain('no-restricted-imports');
  });
});
