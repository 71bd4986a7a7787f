import type { Context } from 'koa';
import type { Mailer } from '../platform/mail/mailer';
import { emailChangeMail } from '../platform/limits/actionLimits';
import type { Spend } from '../platform/limits/rateLimit';
import type { MailOut } from './emailChange';

/** A request's mail-out: a confirmation to a mailbox counts against that mailbox's limit. */
export function mailOutOf(mailer: Mailer, publicUrl: string, spend: Spend) {
  return (ctx: Context): MailOut => ({
    mailer,
    publicUrl,
    countMail: emailChangeMail(ctx, spend),
  });
}
