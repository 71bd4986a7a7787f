/**
 * Text set by hand on a pdfkit page: each run of Latin text in Helvetica, each run of Chinese in
 * the served Han face that holds its characters (a standard PDF font has no Chinese, the Han file
 * no English), wrapped to a width between words and between Chinese characters, on one baseline.
 * pdfkit's own flowing text changes fonts only at calls, and measures a wrapped run in one font.
 */
import { faceData, type HanFace } from './fonts';

type Doc = PDFKit.PDFDocument;

export interface Style {
  readonly size: number;
  readonly bold?: boolean;
  readonly color?: string;
}

interface Run {
  readonly font: string;
  text: string;
}

interface Line {
  readonly runs: Run[];
  readonly width: number;
}

/** Chinese characters, CJK punctuation and full-width forms: the Han faces' part of Unicode. */
const isHan = (code: number) => code >= 0x2e80;

/** A word (`Wood`, `(甲子)`) or a stretch of spaces: a line breaks between them. */
const TOKENS = /\S+|\s+/gu;

export const lineHeight = (style: Style) => style.size * 1.35;

export class Typesetter {
  /** The faces registered with the document: only those it draws from are embedded. */
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly faces: readonly HanFace[],
  ) {}

  /**
   * The face of a character: Helvetica for Latin, else the first Han face that holds it (the
   * first face for one none holds, which draws its blank).
   */
  private fontOf(char: string, style: Style): string {
    const code = char.codePointAt(0) ?? 0;
    if (!isHan(code)) return style.bold ? 'Helvetica-Bold' : 'Helvetica';
    const face = this.faces.find((one) => one.codes.has(code)) ?? this.faces[0];
    if (!face) return 'Helvetica';
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, faceData(face));
      this.registered.add(face.name);
    }
    return face.name;
  }

  /** `text` added to `runs`, a character to the run of its font. */
  private addRuns(runs: Run[], text: string, style: Style): Run[] {
    for (const char of text) {
      const font = this.fontOf(char, style);
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  private widthOf(run: Run, style: Style): number {
    return this.doc.font(run.font).fontSize(style.size).widthOfString(run.text);
  }

  private textWidth(text: string, style: Style): number {
    return this.addRuns([], text, style).reduce((sum, run) => sum + this.widthOf(run, style), 0);
  }

  /** The lines of `text` (a paragraph a `\n`) wrapped to `width`. */
  lines(text: string, width: number, style: Style): Line[] {
    return text.split('\n').flatMap((paragraph) => {
      const lines: Line[] = [];
      let runs: Run[] = [];
      let used = 0;
      const place = (token: string, tokenWidth: number) => {
        const space = /^\s+$/.test(token);
        if (used + tokenWidth > width && runs.length > 0) {
          lines.push({ runs, width: used });
          runs = [];
          used = 0;
          if (space) return;
        }
        this.addRuns(runs, token, style);
        used += tokenWidth;
      };
      for (const token of paragraph.match(TOKENS) ?? []) {
        const tokenWidth = this.textWidth(token, style);
        // A word wider than a line (Chinese has no spaces) breaks between its characters.
        if (tokenWidth <= width) place(token, tokenWidth);
        else for (const char of token) place(char, this.textWidth(char, style));
      }
      lines.push({ runs, width: used });
      return lines;
    });
  }

  /** The height `text` takes at `width`. */
  height(text: string, width: number, style: Style): number {
    return this.lines(text, width, style).length * lineHeight(style);
  }

  /** Draws `text` from (x, y) in `width`; answers its height. */
  draw(text: string, x: number, y: number, width: number, style: Style): number {
    const lines = this.lines(text, width, style);
    this.doc.fillColor(style.color ?? '#1f1f1f');
    lines.forEach((line, index) => {
      // One baseline for both faces, whose ascents differ.
      const baseline = y + index * lineHeight(style) + style.size;
      let left = x;
      for (const run of line.runs) {
        this.doc
          .font(run.font)
          .fontSize(style.size)
          .text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += this.widthOf(run, style);
      }
    });
    return lines.length * lineHeight(style);
  }
}
