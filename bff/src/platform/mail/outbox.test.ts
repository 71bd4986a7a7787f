import { startTestServer, type TestServer } from '@tongshu/test-support/server';
import type { Mailer, MailMessage } from './mailer';
import { MAX_ATTEMPTS, retryOutbox, withOutbox } from './outbox';

const SECRET = new TextEncoder().encode('outbox test secret');
const MAIL: MailMessage = {
  to: 'a@example.com',
  subject: 'Link',
  text: 'https://x/magic?token=abc',
};

describe('the mail outbox', () => {
  let server: TestServer;
  const sent: MailMessage[] = [];
  let down = true;
  const smtp: Mailer = {
    async send(message) {
      if (down) throw new Error('connect ECONNREFUSED');
      sent.push(message);
    },
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.knex('mail_outbox').delete();
    sent.length = 0;
    down = true;
  });
  const rows = () => server.db.knex('mail_outbox');

  it('keeps a message encrypted and sends it once SMTP is back, from one process only', async () => {
    const mailer = withOutbox(smtp, server.db, SECRET, 1000);
    await mailer.retryLater?.(MAIL);
    const [row] = await rows();
    expect(row.payload).not.toContain('token');
    const later = Date.now() + 2000;
    expect(await retryOutbox(server.db, smtp, SECRET, 1000, later)).toEqual({
      sent: 0,
      failed: 1,
      dropped: 0,
    });
    down = false;
    // Two passes at once (two processes): the attempt count claims the row for one of them.
    const passes = await Promise.all([
      retryOutbox(server.db, smtp, SECRET, 1000, later + 10000),
      retryOutbox(server.db, smtp, SECRET, 1000, later + 10000),
    ]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(1);
    expect(sent).toEqual([MAIL]);
    expect(await rows()).toHaveLength(0);
  });

  it('waits before retrying, and drops expired, failed-out and unreadable mail', async () => {
    const mailer = withOutbox(smtp, server.db, SECRET, 1000);
    const now = Date.now();
    await mailer.retryLater?.(MAIL, new Date(now + 5000));
    expect(await retryOutbox(server.db, smtp, SECRET, 1000, now + 10)).toEqual({
      sent: 0,
      failed: 0,
      dropped: 0,
    });
    expect(await retryOutbox(server.db, smtp, SECRET, 1000, now + 6000)).toEqual({
      sent: 0,
      failed: 0,
      dropped: 1,
    });
    await mailer.retryLater?.(MAIL);
    await rows().update({ attempts: MAX_ATTEMPTS });
    expect((await retryOutbox(server.db, smtp, SECRET, 1000, now + 2000)).dropped).toBe(1);
    await withOutbox(smtp, server.db, new TextEncoder().encode('rotated'), 1000).retryLater?.(MAIL);
    down = false;
    expect(await retryOutbox(server.db, smtp, SECRET, 1000, now + 2000)).toEqual({
      sent: 0,
      failed: 0,
      dropped: 1,
    });
    expect(sent).toEqual([]);
  });
});
