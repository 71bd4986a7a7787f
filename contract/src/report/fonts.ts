/**
 * The served Chinese fonts as the report embeds them: the product's own cut (web-ui/src/fonts,
 * issue 33: the common file, every character the product prints, then the rare one) and, for a
 * character outside it (a name in Chinese), the Noto Sans SC files web-ui serves beside it
 * (@fontsource/noto-sans-sc). Each face with the characters it holds,
 * read from the stylesheet that serves it (its unicode-range); resolved through the packages'
 * exports, never a path into a src. The list is read once per process, a file when first drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface HanFace {
  /** The name the document registers the face under. */
  readonly name: string;
  readonly file: string;
  readonly codes: ReadonlySet<number>;
}

/** Every code point of a `unicode-range` list. */
function codesOf(range: string): Set<number> {
  const codes = new Set<number>();
  for (const [, from = '', to] of range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)) {
    const last = parseInt(to ?? from, 16);
    for (let code = parseInt(from, 16); code <= last; code += 1) codes.add(code);
  }
  return codes;
}

/** The faces of a stylesheet whose file `url` (its first group) finds, in its order. */
export function facesOf(cssFile: string, url: RegExp): HanFace[] {
  const css = readFileSync(cssFile, 'utf8');
  return css.split('@font-face').flatMap((block) => {
    const file = url.exec(block)?.[1];
    const range = /unicode-range:([^;]*);/.exec(block)?.[1];
    if (!file || !range) return [];
    const name = path.basename(file);
    return [{ name, file: path.join(path.dirname(cssFile), file), codes: codesOf(range) }];
  });
}

let faces: readonly HanFace[] | undefined;

/** The product's cut first (its seal face, the logo's 通, left out), then Noto Sans SC's files. */
export function hanFaces(): readonly HanFace[] {
  if (faces) return faces;
  const served = require.resolve('@tongshu/web-ui/fonts/hanFonts.css');
  // web-ui's own dependency, found from web-ui.
  const noto = require.resolve('@fontsource/noto-sans-sc/400.css', {
    paths: [path.dirname(served)],
  });
  faces = [
    ...facesOf(served, /url\(\.\/(tongshu-han-(?:common|rare)\.woff2)\)/),
    // Its WOFF files: pdfkit's font library subsets their WOFF2 (TrueType outlines) blank.
    ...facesOf(noto, /url\(\.\/(files\/[^)]+\.woff)\)/),
  ];
  return faces;
}

const data = new Map<string, Buffer>();

/** The bytes of a face's file, read once. */
export function faceData(face: HanFace): Buffer {
  let bytes = data.get(face.file);
  if (!bytes) {
    bytes = readFileSync(face.file);
    data.set(face.file, bytes);
  }
  return bytes;
}
