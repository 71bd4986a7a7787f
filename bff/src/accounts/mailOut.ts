import Router from '@koa/router';
import type { Context } from 'koa';
import type { Mailer } from '../platform/mail/mailer';
import { emailChangeMail } from '../platform/limits/actionLimits';
import { spender, type Spend } from '../platform/limits/rateLimit';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';
import type { MailOut } from './emailChange';

/** A request's mail-out: a confirmation to a mailbox counts against that mailbox's limit. */
export function mailOutOf(mailer: Mailer, publicUrl: string, spend: Spend) {
  return (ctx: Context): MailOut => ({
    mailer,
    publicUrl,
    countMail: emailChangeMail(ctx, spend),
  });
}

/** A router of signed-in calls that mail: its `authenticate`, its limits' spender and mail-out. */
export function mailingRouter(db: Database, secret: Uint8Array, publicUrl: string, mailer: Mailer) {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);
  const spend = spender();
  return { router, signedIn, spend, out: mailOutOf(mailer, publicUrl, spend) };
}
