/**
 * A route's initial JavaScript from the web-app build's `script-graph.json` (written by
 * web-app/webpack.config.js's ScriptGraph): the scripts a first visit loads before the page is
 * whole, counted as tests/src/bench/tongshuPage.bench.ts counts them in a browser (each file
 * gzipped at level 9), but from the build alone, so the figure is the same on every machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const WEB_APP_DIST = path.resolve(__dirname, '..', '..', '..', 'web-app', 'dist');

/** Scripts of one part of the app and the shared modules (by key) they load with them. */
interface Part {
  readonly scripts: readonly string[];
  readonly shared: readonly string[];
}

export interface ScriptGraph {
  readonly entry: Part;
  /** By the file a dynamic import names, relative to web-app (`src/bootstrap.tsx`). */
  readonly imports: Readonly<Record<string, Part>>;
  /** By share key (`react-router`): what the host provides to the share scope. */
  readonly shared: Readonly<Record<string, Part>>;
}

export function readScriptGraph(dist = WEB_APP_DIST): ScriptGraph {
  const file = path.join(dist, 'script-graph.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build -w @tongshu/web-app\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ScriptGraph;
}

/** Every script the entry and `imports` load, with the shared modules they consume, in order. */
export function initialScripts(graph: ScriptGraph, imports: readonly string[]): string[] {
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const add = (part: Part | undefined, name: string) => {
    if (!part) throw new Error(`the web-app build has no ${name}`);
    part.scripts.forEach((script) => scripts.add(script));
    for (const key of part.shared) {
      if (seen.has(key)) continue;
      seen.add(key);
      add(graph.shared[key], `shared module ${key}`);
    }
  };
  add(graph.entry, 'entry');
  for (const file of imports) add(graph.imports[file], `dynamic import of ${file}`);
  return [...scripts];
}

/** Bytes of `script` in `dist` gzipped at level 9, as the bench counts them. */
export const gzippedBytes = (script: string, dist = WEB_APP_DIST) =>
  gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length;
