/**
 * `npm run font -w @tongshu/tests`: writes web-ui/src/fonts (the served Chinese font, 'Tongshu
 * Han') from Debian's Noto Sans CJK SC, installed with apt-get when missing. Each file holds one
 * set of `hanVocabulary`, without hinting and without the layout and vertical-writing tables,
 * which horizontal Chinese does not use; hanFonts.test.ts fails when the sources gain a character
 * the committed files lack. The engine's walk over 1900-2100 takes a few minutes. Run through
 * jest, like the benchmarks, for its TypeScript.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { aptInstall } from '@tongshu/test-support';
import { engineVocabulary } from './engineVocabulary';
import { hanFontCss, type HanFontFile } from './hanFontCss';
import { hanVocabulary } from './hanVocabulary';
import { ttcFace } from './ttcFace';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; noHinting: boolean; dropTables: string[] },
) => Promise<Buffer>;

const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const FONT_DIR = path.resolve(__dirname, '..', '..', '..', 'web-ui', 'src', 'fonts');
const DROPPED = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'vhea', 'vmtx', 'VORG'];

jest.setTimeout(900000);

it('writes the served Chinese font', async () => {
  if (!fs.existsSync(SOURCE)) aptInstall(['fonts-noto-cjk']);
  const face = ttcFace(fs.readFileSync(SOURCE), 'Noto Sans CJK SC');
  const { seal, common, rare } = hanVocabulary(engineVocabulary(1));
  const files: HanFontFile[] = [
    { file: 'tongshu-han-seal.woff2', chars: seal },
    { file: 'tongshu-han-common.woff2', chars: common },
    { file: 'tongshu-han-rare.woff2', chars: rare },
  ];
  for (const { file, chars } of files) {
    const font = await subsetFont(face, chars.join(''), {
      targetFormat: 'woff2',
      noHinting: true,
      dropTables: DROPPED,
    });
    fs.writeFileSync(path.join(FONT_DIR, file), font);
    console.log(`${file}: ${chars.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
  }
  const css = path.join(FONT_DIR, 'hanFonts.css');
  fs.writeFileSync(css, hanFontCss(files));
  // In the project's format, as `npm run lint` checks it (prettier's API is ESM, jest's is not).
  execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', css]);
});
