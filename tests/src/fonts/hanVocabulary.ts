/**
 * Every Chinese character the product can show, in three sets for the served font's three files:
 * - seal: the logo's 通, on every page;
 * - common: the characters of the product's own sources (data, engine, web apps, UI kit), which
 *   hold every term, label and table the pages print, and of what the engine prints over
 *   1900-2100 (engineVocabulary.ts); one file, loaded with the seal before the app's first paint;
 * - rare: the further characters of lunar-javascript's tables, which no walk of the engine has
 *   printed; a safety net, loaded only if a page ever shows one.
 */
import fs from 'node:fs';
import path from 'node:path';

// The engine's declaration of lunar-javascript covers what the engine reads; these are its tables.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LunarUtil } = require('lunar-javascript') as { LunarUtil: unknown };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = ['data/src', 'engine/src', 'web-app/src', 'web-ui/src', 'web-admin/src'];
/**
 * A character the served font must draw: Han, CJK punctuation (、。「」《》) and the fullwidth forms
 * (，：（）), none of which a Latin font has.
 */
export const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

function hanIn(text: string, into: Set<string>): void {
  for (const char of text) if (CJK.test(char)) into.add(char);
}

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|json|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The Han characters of `value`: a string, or the keys and values of arrays and objects. */
export function hanOfValue(value: unknown, into: Set<string>, seen: Set<unknown>): void {
  if (typeof value === 'string') return hanIn(value, into);
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    hanIn(key, into);
    hanOfValue(inner, into, seen);
  }
}

/** The logo's seal character (web-app/src/components/Logo.tsx). */
export const SEAL = '通';

export interface HanVocabulary {
  readonly seal: readonly string[];
  /** Sorted by code point. */
  readonly common: readonly string[];
  readonly rare: readonly string[];
}

/** The characters of the product's own sources (not their tests). */
export function sourceVocabulary(): Set<string> {
  const chars = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir)))
      hanIn(fs.readFileSync(file, 'utf8'), chars);
  }
  return chars;
}

/** The characters of lunar-javascript's tables. */
export function tableVocabulary(): Set<string> {
  const tables = new Set<string>();
  hanOfValue(LunarUtil, tables, new Set());
  return tables;
}

/** @param printed what the engine prints (`engineVocabulary(1)`, a few minutes' walk). */
export function hanVocabulary(printed: ReadonlySet<string>): HanVocabulary {
  const common = new Set([...sourceVocabulary(), ...printed]);
  const tables = tableVocabulary();
  const byCodePoint = (a: string, b: string) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0);
  return {
    seal: [SEAL],
    common: [...common].filter((char) => char !== SEAL).sort(byCodePoint),
    rare: [...tables].filter((char) => !common.has(char) && char !== SEAL).sort(byCodePoint),
  };
}
