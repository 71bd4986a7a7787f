/**
 * TEXT values as RFC 5545 section 3.3.11 writes them: backslash, semicolon and comma escaped, a
 * line break as the two characters `\n`, and (our rule, as the grammar allows no other control)
 * nothing else below a space.
 */
import { icsText } from './icsText';

describe('icsText (RFC 5545 section 3.3.11, TEXT)', () => {
  it('escapes backslash, semicolon and comma, and leaves colons and letters alone', () => {
    expect(icsText('a\\b;c,d:e 王')).toBe('a\\\\b\\;c\\,d:e 王');
  });

  it('writes CRLF, LF and a bare CR as the escaped newline', () => {
    expect(icsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('does not escape the backslash of the newline it writes, and escapes a typed one', () => {
    expect(icsText('a\\\nb')).toBe('a\\\\\\nb');
    expect(icsText('a\\nb')).toBe('a\\\\nb');
  });

  it('leaves an injected property inside the value, on the same line', () => {
    const value = icsText('X\rATTENDEE:mailto:evil@example.com\r\nBEGIN:VEVENT');
    expect(value).toBe('X\\nATTENDEE:mailto:evil@example.com\\nBEGIN:VEVENT');
    expect(value.split(/[\r\n\v\f\u0085\u2028\u2029]/u)).toHaveLength(1);
  });

  it('writes tab, VT, FF, NEL, U+2028 and U+2029 as a space and drops other controls', () => {
    expect(icsText('a\tb\u000bc\u000cd\u0085e\u2028f\u2029g')).toBe('a b c d e f g');
    expect(icsText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
  });
});
