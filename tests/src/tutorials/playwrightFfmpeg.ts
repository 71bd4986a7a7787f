/**
 * Playwright films a page through an ffmpeg it downloads from its own servers, which this
 * workplace cannot reach; Debian's ffmpeg (VP9 through libvpx) does the same job. Playwright looks
 * for it at `$PLAYWRIGHT_BROWSERS_PATH/ffmpeg-<revision>/ffmpeg-linux`, so a link to Debian's is
 * laid there. Imported before playwright-core, which reads the variable when it loads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from '@tongshu/test-support';

export const FFMPEG = '/usr/bin/ffmpeg';

// browsers.json is not among the package's exports; it lies beside its package.json.
const browsersJson = path.join(
  path.dirname(require.resolve('playwright-core/package.json')),
  'browsers.json',
);
const { browsers } = JSON.parse(fs.readFileSync(browsersJson, 'utf8')) as {
  browsers: { name: string; revision: string }[];
};
const revision = browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
if (!revision) throw new Error('playwright-core/browsers.json names no ffmpeg');

if (!fs.existsSync(FFMPEG)) aptInstall(['--no-install-recommends', 'ffmpeg']);
const registry = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-playwright-'));
fs.mkdirSync(path.join(registry, `ffmpeg-${revision}`));
fs.symlinkSync(FFMPEG, path.join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
