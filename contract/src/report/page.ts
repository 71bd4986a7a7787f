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

  /** Whether `height` more fits above the bottom margin. */
  private fits(height: number): boolean {
    return this.y + height <= this.doc.page.height - MARGIN;
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** A new page when `height` more would run past the bottom margin. */
  private room(height: number): void {
    if (!this.fits(height)) this.newPage();
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

  /** The height of a row: its tallest cell's, padded. */
  private rowHeight(columns: readonly Column[], cells: readonly string[], style: Style): number {
    const widths = columns.map((column) => column.share * this.width);
    const heights = cells.map((cell, i) =>
      this.type.height(cell, (widths[i] ?? 0) - 2 * PAD, style),
    );
    return Math.max(...heights) + 2 * PAD;
  }

  /** A row: each cell in its column, the row as high as its tallest cell. */
  private row(columns: readonly Column[], cells: readonly string[], style: Style, fill?: string) {
    const height = this.rowHeight(columns, cells, style);
    this.room(height);
    if (fill) this.doc.rect(MARGIN, this.y, this.width, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = (columns[i]?.share ?? 0) * this.width;
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

  /**
   * A table (its header row left out when no column has one); the rows of `marked` shaded. A
   * table running onto a new page repeats its header row there, so each page's columns are named.
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    marked: (index: number) => boolean = () => false,
  ): void {
    const headers = columns.map((column) => column.header);
    const named = headers.some(Boolean);
    // The header is kept with the first row: never alone at a page's foot.
    if (named) {
      const first = rows[0] ? this.rowHeight(columns, rows[0], BODY) : 0;
      this.room(this.rowHeight(columns, headers, HEAD_ROW) + first);
      this.row(columns, headers, HEAD_ROW);
    }
    rows.forEach((cells, index) => {
      if (named && index > 0 && !this.fits(this.rowHeight(columns, cells, BODY))) {
        this.newPage();
        this.row(columns, headers, HEAD_ROW);
      }
      this.row(columns, cells, BODY, marked(index) ? '#f6e7c8' : undefined);
    });
    this.gap(4);
  }
}
