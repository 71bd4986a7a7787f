/**
 * Plain-text tables for terminals. Widths count East Asian wide characters as two columns so
 * Chinese values line up; long cells wrap at commas or spaces.
 */

const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * Splits text into lines no wider than `width`, breaking after ', ' or at spaces where possible;
 * a word wider than the line is cut, so a table given a total width never grows past it.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=[ ,，])/u)) {
    if (line !== '' && displayWidth(line + word.trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    for (const char of word) {
      if (line !== '' && displayWidth(line + char) > width && char !== ' ') {
        lines.push(line.trimEnd());
        line = '';
      }
      line += char;
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

export interface TableOptions {
  /** Longest a column may grow before its cells wrap: one for all, or one per column. */
  readonly maxColumnWidth?: number | readonly number[];
  /**
   * Widest the whole table may be, borders included (80 for a terminal): the widest columns give
   * way, one column at a time, down to 8 each.
   */
  readonly width?: number;
  /** A rule under every row, not only the first: for grids whose cells hold several lines. */
  readonly ruled?: boolean;
}

const MIN_COLUMN = 8;

/** Column widths within `total` (borders take 3 per column and 1): the widest shrink first. */
function fitted(widths: readonly number[], total: number | undefined): number[] {
  const fit = [...widths];
  if (total === undefined) return fit;
  const frame = 3 * fit.length + 1;
  while (fit.reduce((sum, w) => sum + w, frame) > total) {
    const widest = fit.indexOf(Math.max(...fit));
    if ((fit[widest] ?? 0) <= MIN_COLUMN) break;
    fit[widest] = (fit[widest] ?? 0) - 1;
  }
  return fit;
}

/** Renders rows (first row = header, unless `header: false`) as a boxed table. */
export function renderTable(
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): string {
  const columns = Math.max(...rows.map((row) => row.length));
  const caps = Array.from({ length: columns }, (_, i) => {
    const cap = options.maxColumnWidth ?? 40;
    return typeof cap === 'number' ? cap : (cap[i] ?? 40);
  });
  // A cell may hold several lines separated by '\n'; each wraps on its own.
  const wrapAt = (limits: readonly number[]) =>
    rows.map((row) =>
      Array.from({ length: columns }, (_, i) =>
        (row[i] ?? '').split('\n').flatMap((line) => wrap(line, limits[i] ?? 40)),
      ),
    );
  const widthsOf = (cells: string[][][]) =>
    Array.from({ length: columns }, (_, i) =>
      Math.max(...cells.flatMap((row) => (row[i] ?? []).map(displayWidth))),
    );
  const natural = widthsOf(wrapAt(caps));
  const wrapped = wrapAt(fitted(natural, options.width));
  const widths = widthsOf(wrapped);
  const rule = (left: string, mid: string, right: string) =>
    left + widths.map((w) => '─'.repeat(w + 2)).join(mid) + right;
  const renderRow = (cells: string[][]) => {
    const height = Math.max(...cells.map((lines) => lines.length));
    return Array.from({ length: height }, (_, line) =>
      cells.map((lines, i) => ` ${padEnd(lines[line] ?? '', widths[i] ?? 0)} `).join('│'),
    ).map((text) => `│${text}│`);
  };
  const [header, ...body] = wrapped;
  const out = [rule('┌', '┬', '┐')];
  if (header) out.push(...renderRow(header), rule('├', '┼', '┤'));
  body.forEach((row, i) => {
    out.push(...renderRow(row));
    if (options.ruled && i < body.length - 1) out.push(rule('├', '┼', '┤'));
  });
  out.push(rule('└', '┴', '┘'));
  return out.join('\n');
}
