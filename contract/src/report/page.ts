/**
 * The report's pages: a cursor down an A4 page that starts a new page where a block would not fit,
 * with the three blocks the report is made of (a heading, a paragraph, a table).
 */
import { lineHeight, type Style, type Typesetter } from './typeset';

type Doc = PDFKit.PDFDocument;

export const MARGIN = 48;
export const BODY: Style = { size: 9 };
const SMALL: Style = { size: 8, color: '#555555' };
const HEADING: Style = { size: 13, bold: true, color: '#8a1c1c' };
const HEAD_ROW: Style = { size: 8.5, bold: true, color: '#333333' };
const PAD = 3;

export interface Column {
  readonly header: string;
  /** A share of the text width: the shares of a table add up to 1. */
  readonly share: number;
}

export class Pages {
  private y = MARGIN;

  constructor(
    private readonly doc: Doc,
    private readonly type: Typesetter,
  ) {}

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** A new page when `height` more would run past the bottom margin. */
  private room(height: number): void {
    if (this.y + height <= this.doc.page.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  gap(points = 8): void {
    this.y += points;
  }

  text(text: string, style: Style = BODY): void {
    const height = this.type.height(text, this.width, style);
    this.room(height);
    this.y += this.type.draw(text, MARGIN, this.y, this.width, style);
  }

  note(text: string): void {
    this.text(text, SMALL);
  }

  /** A section's heading, kept on one page with the first lines under it. */
  heading(text: string): void {
    this.room(lineHeight(HEADING) + 6 + 4 * lineHeight(BODY));
    this.gap(10);
    this.text(text, HEADING);
    this.gap(4);
  }

  /** A row: each cell in its column, the row as high as its tallest cell. */
  private row(columns: readonly Column[], cells: readonly string[], style: Style, fill?: string) {
    const widths = columns.map((column) => column.share * this.width);
    const height =
      Math.max(
        ...cells.map((cell, i) => this.type.height(cell, (widths[i] ?? 0) - 2 * PAD, style)),
      ) +
      2 * PAD;
    this.room(height);
    if (fill) this.doc.rect(MARGIN, this.y, this.width, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      this.type.draw(cell, x + PAD, this.y + PAD, width - 2 * PAD, style);
      x += width;
    });
    this.y += height;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  }

  /** A table (its header row left out when no column has one); the rows of `marked` shaded. */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    marked: (index: number) => boolean = () => false,
  ): void {
    const headers = columns.map((column) => column.header);
    if (headers.some(Boolean)) this.row(columns, headers, HEAD_ROW);
    rows.forEach((cells, index) =>
      this.row(columns, cells, BODY, marked(index) ? '#f6e7c8' : undefined),
    );
    this.gap(4);
  }
}
