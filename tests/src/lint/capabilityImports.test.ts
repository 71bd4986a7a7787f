/**
 * Imports between the bff's folders run one way (docs/architecture.md, "bff"): the graph of its
 * folders (each capability, `platform`, `models`, `api`, `migrations`), read from every source
 * file's imports, `import type` and `export … from` included, has no cycle. Issue 42 found
 * accounts, auth and billing importing each other in a circle of 17 files; they now run
 * accounts -> billing -> auth.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../../../bff/src');

/** Every .ts file under `dir` but tests (a test may reach up to what it drives). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const folderOf = (file: string): string | undefined => {
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length > 0 ? first : undefined;
};

/** folder -> folder it imports -> the files that do. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sources(SRC)) {
    const from = folderOf(file);
    if (!from) continue; // the composition root (app.ts, server.ts …) imports every folder
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(path.resolve(path.dirname(file), fileName, 'x'));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), path.relative(SRC, file)]));
    }
  }
  return graph;
}

/** The cycles of the graph as its strongly connected components of two or more (Tarjan). */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graph = folderGraph();

it('reads the imports it judges (a folder graph of the real tree)', () => {
  // A reader that found nothing would find no cycle either.
  expect([...(graph.get('keys')?.keys() ?? [])]).toEqual(expect.arrayContaining(['auth']));
  expect(graph.get('platform')?.has('models')).toBe(true);
});

it('finds a cycle when there is one', () => {
  const planted = new Map(graph);
  planted.set('auth', new Map([...(graph.get('auth') ?? []), ['keys', ['auth/planted.ts']]]));
  // keys imports auth (and billing, which imports auth): one circle.
  expect(cycles(planted)).toEqual([['auth', 'billing', 'keys']]);
});

it('has no cycle between the bff folders', () => {
  const circles = cycles(graph).map((component) =>
    component.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => component.includes(to))
        .map(([to, files]) => `${from} -> ${to}: ${files.join(', ')}`),
    ),
  );
  expect(circles).toEqual([]);
});

it('runs accounts -> billing -> auth', () => {
  const imports = (folder: string) => [...(graph.get(folder)?.keys() ?? [])];
  expect(imports('auth')).not.toContain('accounts');
  expect(imports('auth')).not.toContain('billing');
  expect(imports('billing')).not.toContain('accounts');
  expect(imports('accounts')).toEqual(expect.arrayContaining(['billing', 'auth']));
});
