/**
 * Mail headers built from names people typed. The same control-character rule as the feeds' TEXT
 * values (RFC 5545 section 3.3.11: no control but an escaped line break), applied here to RFC 5322
 * headers, which must be one line, and to bodies, which keep line breaks and tabs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './platform/config';
import { createMailer } from './platform/mail/mailer';
import { plainMail } from './platform/mail/mailText';
import { accountMails } from './accounts';
import { supportMails } from './operator';

const HOSTILE = 'Ann\r\nBcc: evil@example.com\u000b\u000c\u0085\u2028Lee\u0000\u007f\u009b';

describe('plainMail (RFC 5545 section 3.3.11 rule: no controls; headers one line)', () => {
  it('makes a subject one line without controls, the words kept apart', () => {
    const mail = plainMail(accountMails.invite('b@example.com', HOSTILE, 'https://x/invite'));
    expect(mail.subject).toBe('Ann Bcc: evil@example.com    Lee invited you to Tongshu');
    expect(mail.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  });

  it('cleans every header field, a Reply-To too, and keeps fields it does not know', () => {
    const mail = plainMail({
      to: 'a@x.test\r\nBcc: e@x.test',
      subject: 's',
      text: 't',
      replyTo: 'r@x.test\n',
    });
    expect(mail).toEqual({
      to: 'a@x.test Bcc: e@x.test',
      subject: 's',
      text: 't',
      replyTo: 'r@x.test ',
    });
  });

  it('keeps line breaks (as LF) and tabs in the body and drops other controls', () => {
    const mail = plainMail({
      to: 'a@x.test',
      subject: 's',
      text: 'a\r\nb\rc\nd\te\u000bf\u0000g\u0085h',
    });
    expect(mail.text).toBe('a\nb\nc\nd\te fg h');
  });

  it('leaves an ordinary mail as it was', () => {
    const mail = supportMails.contact(
      's@x.test',
      { name: 'Zoë 王', email: 'z@x.test' },
      'Hi,\n\nthanks',
    );
    expect(plainMail(mail)).toEqual(mail);
  });
});

describe('the outbox mailer writes what plainMail made', () => {
  it('writes a one-line subject and no injected header into the .eml', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-mail-'));
    try {
      const mailer = createMailer({ ...loadConfig({}), dataDir, smtpUrl: undefined });
      await mailer.send(accountMails.invite('b@example.com', HOSTILE, 'https://x/invite'));
      const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
      const headers = eml.slice(0, eml.indexOf('\n\n')).replace(/\n[ \t]/g, '');
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).not.toMatch(/=0[0-9A-F]|=1[0-9A-F]|=7F|=C2=8|=C2=9|=E2=80=A[89]/);
      expect(headers).toMatch(
        /^Subject: Ann Bcc: evil@example\.com {4}Lee invited you to Tongshu$/m,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
