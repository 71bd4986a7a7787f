/** A real SMTP server (the smtp-server package) on a free local port that keeps what it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** The first mail to `to` received after `since` mails, waiting up to 5 s. */
  next(to: string, since: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `port` 0 picks a free one; a fixed port brings a "down" SMTP server back where it was. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    async next(to, since) {
      for (let waited = 0; waited < 5000; waited += 50) {
        const found = mails.slice(since).find((mail) => mail.to.includes(to));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A query parameter of the link in a received mail (quoted-printable soft breaks undone). */
export function linkParam(mail: ReceivedMail, name: string): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const value = new RegExp(`[?&]${name}=([\\w-]+)`).exec(text)?.[1];
  if (!value) throw new Error(`no ${name} in mail:\n${mail.raw}`);
  return value;
}
