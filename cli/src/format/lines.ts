/** Free text for an 80-column terminal: long lines wrap under their own indent. */
import { displayWidth, wrap } from './table';

/** Every command's text fits a terminal this wide (README: an 80-column terminal). */
export const TERMINAL = 80;

/** Lines of `text` wrapped to the terminal after `first`, the rest under it. */
export function hanging(first: string, text: string): string[] {
  const pad = ' '.repeat(displayWidth(first));
  return wrap(text, TERMINAL - displayWidth(first)).map(
    (line, i) => (i === 0 ? first : pad) + line,
  );
}

/**
 * Each line of `text` no wider than the terminal: a long one wraps, its rest indented two more
 * than it (Chinese wraps between characters, so the rest is cut from the line, not re-joined).
 */
export function fitLines(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (displayWidth(line) <= TERMINAL) return [line];
      const indent = /^ */.exec(line)?.[0] ?? '';
      const content = line.slice(indent.length);
      const [first = ''] = wrap(content, TERMINAL - indent.length);
      const rest = content.slice(first.length).trimStart();
      return [indent + first, ...(rest ? hanging(`${indent}  `, rest) : [])];
    })
    .join('\n');
}
