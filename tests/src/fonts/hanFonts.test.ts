/**
 * The served Chinese font (web-ui/src/fonts, written by `npm run font -w @tongshu/tests`) holds
 * every character the product can show: what its stylesheet declares is what the sources hold
 * now, and the almanac days of two centuries print nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { almanacDay } from '@tongshu/engine';
import { filesOfCss, SEAL_FILE_EXTRA } from './hanFontCss';
import { hanVocabulary } from './hanVocabulary';

const FONT_DIR = path.resolve(__dirname, '..', '..', '..', 'web-ui', 'src', 'fonts');
const REGENERATE = 'run `npm run font -w @tongshu/tests` and commit web-ui/src/fonts';
const HAN = /\p{Script=Han}/gu;

const files = filesOfCss(fs.readFileSync(path.join(FONT_DIR, 'hanFonts.css'), 'utf8'));
const vocabulary = hanVocabulary();

it(`declares the characters the sources hold now (else ${REGENERATE})`, () => {
  expect(files.map((file) => [file.file, file.chars.join('')])).toEqual([
    ['tongshu-han-seal.woff2', [...SEAL_FILE_EXTRA, ...vocabulary.seal].join('')],
    ['tongshu-han-common.woff2', vocabulary.common.join('')],
    ['tongshu-han-rare.woff2', vocabulary.rare.join('')],
  ]);
});

it('ships each file as WOFF2, the Tong Shu page’s under 150 KB', () => {
  for (const { file } of files) {
    const font = fs.readFileSync(path.join(FONT_DIR, file));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
  }
  expect(fs.statSync(path.join(FONT_DIR, 'tongshu-han-common.woff2')).size).toBeLessThan(
    150 * 1024,
  );
});

it('covers every character of the almanac days 1900-2100 (every 13th day)', () => {
  const known = new Set([...vocabulary.seal, ...vocabulary.common, ...vocabulary.rare]);
  const missing = new Set<string>();
  for (let at = Date.UTC(1900, 1, 1); at < Date.UTC(2100, 11, 1); at += 13 * 86_400_000) {
    const date = new Date(at);
    const { ts } = almanacDay({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    });
    for (const value of Object.values(ts)) {
      for (const [char] of String(value).matchAll(HAN)) if (!known.has(char)) missing.add(char);
    }
  }
  expect([...missing]).toEqual([]);
});
