/**
 * The served Chinese font (web-ui/src/fonts, written by `npm run font -w @tongshu/tests`) holds
 * every character the product can show, in the files the app loads before its first paint (the
 * seal's and the common one): what the sources hold now and what the engine prints over two
 * centuries, walked here every 13th day (the cut walks every day).
 */
import fs from 'node:fs';
import path from 'node:path';
import { engineVocabulary } from './engineVocabulary';
import { filesOfCss } from './hanFontCss';
import { SEAL, sourceVocabulary, tableVocabulary } from './hanVocabulary';

jest.setTimeout(60000);

const FONT_DIR = path.resolve(__dirname, '..', '..', '..', 'web-ui', 'src', 'fonts');
const REGENERATE = 'run `npm run font -w @tongshu/tests` and commit web-ui/src/fonts';

const files = filesOfCss(fs.readFileSync(path.join(FONT_DIR, 'hanFonts.css'), 'utf8'));
const charsOf = (name: string) => new Set(files.find((file) => file.file === name)?.chars);
const seal = charsOf('tongshu-han-seal.woff2');
const firstPaint = new Set([...seal, ...charsOf('tongshu-han-common.woff2')]);
const missing = (chars: Iterable<string>, from: ReadonlySet<string>) =>
  [...chars].filter((char) => !from.has(char)).join('');

it('holds the logo’s seal alone in the smallest file, and no Latin character', () => {
  expect([...seal]).toEqual([SEAL]);
  const latin = files
    .flatMap((file) => file.chars)
    .filter((char) => (char.codePointAt(0) ?? 0) < 0x250);
  expect(latin).toEqual([]);
});

it(`holds every character of the sources in the first paint’s files (else ${REGENERATE})`, () => {
  expect(missing(sourceVocabulary(), firstPaint)).toBe('');
});

it('holds every character the engine prints over 1900-2100 in the first paint’s files', () => {
  expect(missing(engineVocabulary(13), firstPaint)).toBe('');
});

it('holds the rest of lunar-javascript’s tables in the rare file', () => {
  const all = new Set(files.flatMap((file) => file.chars));
  expect(missing(tableVocabulary(), all)).toBe('');
});

it('ships each file as WOFF2, the first paint’s two under 150 KB', () => {
  for (const { file } of files) {
    const font = fs.readFileSync(path.join(FONT_DIR, file));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
  }
  const size = (file: string) => fs.statSync(path.join(FONT_DIR, file)).size;
  expect(size('tongshu-han-seal.woff2') + size('tongshu-han-common.woff2')).toBeLessThan(
    150 * 1024,
  );
});
