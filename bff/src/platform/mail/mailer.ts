/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else each message is written to
 * `<data>/outbox/` as an .eml file and its first link is logged, so a laptop run needs no server.
 * Either way the message goes through `plainMail` first: one-line headers, no stray controls.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { log } from '../log/logger';
import { plainMail } from './mailText';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Keeps a message that could not be sent for a later retry, until `until` (mail/outbox.ts). */
  retryLater?(message: MailMessage, until?: Date): Promise<void>;
}

const FROM = 'Tongshu <no-reply@tongshu.local>';

export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...plainMail(message) });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(typed) {
      const message = plainMail(typed);
      const info = await transport.sendMail({ from: FROM, ...message });
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log.info(
        `Mail to ${message.to}: "${message.subject}" written to ${file}${link ? ` (link: ${link})` : ''}`,
      );
    },
  };
}

/**
 * Sends without failing the request: a mail that cannot go out is logged and kept for a retry
 * (until `until`, when its link expires), so answers never reveal more than they should and a
 * sign-up or invite is not lost to a mail outage.
 */
export async function sendOrLog(mailer: Mailer, message: MailMessage, until?: Date): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    const kept = mailer.retryLater ? ', kept in the outbox for a retry' : '';
    log.error({ err: error }, `mail "${message.subject}" to ${message.to} failed${kept}`);
    await mailer.retryLater?.(message, until).catch((cause: unknown) => {
      log.error(
        { err: cause },
        `mail "${message.subject}" to ${message.to} could not be kept either`,
      );
    });
  }
}
