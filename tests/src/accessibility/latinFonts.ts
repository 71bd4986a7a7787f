/**
 * Chromium on a machine without Chinese fonts, whatever the host has: a fontconfig that knows
 * only the Latin fonts (DejaVu, Liberation), with a cache of its own, so that every Chinese glyph
 * must come from the fonts the product serves. And what Chromium says it drew a node with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { startProduct, type Product } from '../browser/browserSupport';

const LATIN_FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/liberation',
];

export interface LatinFontconfig {
  /** For chromium's environment: `FONTCONFIG_FILE`. */
  readonly file: string;
  remove(): void;
}

export function latinOnlyFontconfig(): LatinFontconfig {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-fontconfig-'));
  const dirs = LATIN_FONT_DIRS.filter((fontDir) => fs.existsSync(fontDir));
  if (dirs.length === 0) throw new Error(`none of ${LATIN_FONT_DIRS.join(', ')} exists`);
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      dirs.map((fontDir) => `  <dir>${fontDir}</dir>\n`).join('') +
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface PlatformFont {
  readonly familyName: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

/**
 * Whether a font is one the product serves: Chromium names a web font by the face inside its file,
 * "Noto Sans CJK SC" for 'Tongshu Han', "Noto Sans SC Thin" for Noto Sans SC.
 */
export function isServed(font: PlatformFont): boolean {
  return font.isCustomFont && /^Noto Sans (CJK )?SC/.test(font.familyName);
}

/** The fonts Chromium drew the text children of a node with (CDP's DOM and CSS enabled). */
export async function fontsOfNode(cdp: CDPSession, nodeId: number): Promise<PlatformFont[]> {
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts as PlatformFont[];
}

/** The product in a Chromium that has only Latin fonts, with a CDP session (DOM, CSS) on its page. */
export interface LatinOnlyProduct extends Product {
  readonly cdp: CDPSession;
}

/** Starts the product with Chromium on latinOnlyFontconfig(); `stop` also removes the fontconfig. */
export async function startLatinOnlyProduct(): Promise<LatinOnlyProduct> {
  const fontconfig = latinOnlyFontconfig();
  let product: Product;
  try {
    product = await startProduct({}, { env: { FONTCONFIG_FILE: fontconfig.file } });
  } catch (error) {
    fontconfig.remove();
    throw error;
  }
  const cdp = await product.context.newCDPSession(product.page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return {
    ...product,
    cdp,
    async stop() {
      await product.stop();
      fontconfig.remove();
    },
  };
}
