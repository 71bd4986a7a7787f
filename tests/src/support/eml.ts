/**
 * Mails as the bff wrote them: without SMTP_URL each one is an .eml file under
 * `<dataDir>/outbox/` (bff/src/mail/mailer.ts). Read raw, so a test sees the header lines a mail
 * server would, and decoded (RFC 2047 words, quoted-printable), so it sees what a client shows.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Eml {
  readonly raw: string;
  /** The header block's physical lines, folded continuations still apart. */
  readonly headerLines: readonly string[];
  /** Header name (lower case) to its unfolded values, in order. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The body as a client shows it (quoted-printable decoded). */
  readonly body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) decoded; the space between two words goes. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qBytes(text.replace(/_/g, ' ')),
    );
}

function qBytes(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseEml(raw: string): Eml {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const headerLines = text.slice(0, end).split('\n');
  const headers = new Map<string, string[]>();
  for (const line of text
    .slice(0, end)
    .replace(/\n[ \t]/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
  const content = text.slice(end + 2);
  const body = encoding === 'quoted-printable' ? qBytes(content.replace(/=\n/g, '')) : content;
  return { raw, headerLines, headers, body };
}

/** The first mail in the outbox whose raw text `matches`, waiting up to 5 s for it. */
export async function outboxMail(dataDir: string, matches: (raw: string) => boolean): Promise<Eml> {
  const folder = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 5000; waited += 50) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(folder, file), 'utf8');
      if (matches(raw)) return parseEml(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no matching mail in ${folder}`);
}
