/**
 * `withoutControls(text, newline, tab)`: text a user typed, made safe for a format in which a
 * control character means something (an iCalendar line, a mail header). A parser that splits on
 * a bare CR, or a client that takes VT, FF, NEL or U+2028 for a line end, would otherwise read
 * the rest of a name as a new line of its own (docs/security.md, "What leaves the product").
 *
 * - CRLF, CR and LF (one line break each) become `newline`;
 * - a tab becomes `tab` (a space unless the format keeps tabs);
 * - the other breaks and spaces among the controls (VT, FF, NEL U+0085) and the Unicode line and
 *   paragraph separators (U+2028, U+2029) become a space, so the words they parted stay apart;
 * - every other control (the rest of C0, DEL and C1) is removed: none of them prints.
 *
 * Everything else, including every letter and emoji, passes unchanged.
 */

/** Any control character (Unicode general category Cc: C0, DEL, C1), the two separators, CRLF. */
const CONTROL = /\r\n|[\p{Cc}\u2028\u2029]/gu;
/** The same characters, for a test without the global flag's state. */
const ANY_CONTROL = new RegExp(CONTROL.source, 'u');
const LINE_BREAKS: ReadonlySet<string> = new Set(['\r\n', '\r', '\n']);
const SPACE_LIKE: ReadonlySet<string> = new Set(['\v', '\f', '\u0085', '\u2028', '\u2029']);

export function withoutControls(text: string, newline: string, tab = ' '): string {
  // Almost every text has none: a test is cheaper than a replace that calls back (a feed passes
  // thousands of texts through here).
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(CONTROL, (found) => {
    if (LINE_BREAKS.has(found)) return newline;
    if (found === '\t') return tab;
    return SPACE_LIKE.has(found) ? ' ' : '';
  });
}
