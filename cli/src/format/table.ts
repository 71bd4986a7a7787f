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

/** Splits text into lines no wider than `width`, breaking after ', ' or at spaces where possible. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=[ ,，])/u)) {
    if (line !== '' && displayWidth(line + word.trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += word;
  }
  lines.push(line.trimEnd());
  return lines;
}

export interface TableOptions {
  /** Longest a column may grow before its cells wrap. */
  readonly maxColumnWidth?: number;
}

/** Renders rows (first row = header, unless `header: false`) as a boxed table. */
export function renderTable(
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): string {
  const maxWidth = options.maxColumnWidth ?? 40;
  const columns = Math.max(...rows.map((row) => row.length));
  // A cell may hold several lines separated by '\n'; each wraps on its own.
  const wrapped = rows.map((row) =>
    Array.from({ length: columns }, (_, i) =>
      (row[i] ?? '').split('\n').flatMap((line) => wrap(line, maxWidth)),
    ),
  );
  const widths = Array.from({ length: columns }, (_, i) =>
    Math.max(...wrapped.flatMap((row) => (row[i] ?? []).map(displayWidth))),
  );
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
  for (const row of body) out.push(...renderRow(row));
  out.push(rule('└', '┴', '┘'));
  return out.join('\n');
}
