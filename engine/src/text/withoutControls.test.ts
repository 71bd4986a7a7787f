/**
 * The control characters a user can type, and what each becomes. Source for the calendar's rule:
 * RFC 5545 section 3.3.11 (TEXT), whose grammar allows no control but HTAB and writes a line
 * break as `\n`; icsText.test.ts holds the escaping itself.
 */
import { withoutControls } from './withoutControls';

describe('withoutControls (RFC 5545 section 3.3.11 TEXT has no place for controls)', () => {
  it('leaves ordinary text, accents, CJK and emoji alone', () => {
    const text = 'Zoë 王小明 — Ann-Marie O’Neil, Jr.; 🎉 a\\b';
    expect(withoutControls(text, '\\n')).toBe(text);
  });

  it('turns CRLF, CR and LF into the given newline, one each', () => {
    expect(withoutControls('a\r\nb\rc\nd\n\re', '\\n')).toBe('a\\nb\\nc\\nd\\n\\ne');
    expect(withoutControls('a\r\nb\rc', ' ')).toBe('a b c');
  });

  it('writes a tab as a space unless the format keeps tabs', () => {
    expect(withoutControls('a\tb', '\n')).toBe('a b');
    expect(withoutControls('a\tb', '\n', '\t')).toBe('a\tb');
  });

  it('turns VT, FF, NEL and the Unicode line and paragraph separators into a space', () => {
    expect(withoutControls('a\u000bb\u000cc\u0085d\u2028e\u2029f', '\\n')).toBe('a b c d e f');
  });

  it('removes every other C0 control, DEL and the C1 controls', () => {
    const c0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
      (char) => !'\t\n\v\f\r'.includes(char),
    );
    const c1 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(0x80 + code)).filter(
      (char) => char !== '\u0085',
    );
    for (const char of [...c0, '\u007f', ...c1]) {
      expect(withoutControls(`a${char}b`, '\\n')).toBe('ab');
    }
  });

  it('leaves no control at all, whatever the input', () => {
    let every = '';
    for (let code = 0; code < 0xa0; code += 1) every += String.fromCharCode(code);
    const clean = withoutControls(`${every}\u2028\u2029`, '\\n');
    expect(clean).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(clean).toContain(' !"#$%&');
  });
});
