/**
 * The contact form and the help page (spec sections 2, 5 and 7): one message to the support
 * address, answerable by replying to the sender.
 */
import { badInput, unavailable } from '../platform/errors';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { supportMails } from './mails';
import type { User } from '../models/User';
import { email, requiredText } from '../platform/validation';
import { log } from '../platform/log/logger';

export const MESSAGE_SENT = 'Message Sent';
export const MESSAGE_MAX = 5000;

/** The mailer hands every field to nodemailer, so a Reply-To travels without changing it. */
type ReplyableMail = MailMessage & { readonly replyTo: string };

export function isHelpRequest(body: Record<string, unknown>): boolean {
  return body.template === 'help';
}

function messageOf(body: Record<string, unknown>): string {
  return requiredText(body, 'message', 'Please enter a message', MESSAGE_MAX);
}

/** POST /api/utility/mail without a template: anyone, with the contact form's messages. */
export function contactMail(supportEmail: string, body: Record<string, unknown>): ReplyableMail {
  const name = requiredText(body, 'name', 'Please enter your name');
  // The form's own message for an empty field; a malformed address gets the generic one.
  if (typeof body.email !== 'string' || body.email.trim() === '')
    throw badInput('Please enter your email address', 'email');
  const from = { name, email: email(body) };
  return { ...supportMails.contact(supportEmail, from, messageOf(body)), replyTo: from.email };
}

/**
 * POST /api/utility/mail with template 'help': a signed-in user. Name and address come from their
 * record, not the form, so support answers the real account; the answer to "Can our support team
 * access your account?" and the account id go along.
 */
export function helpMail(
  supportEmail: string,
  user: User,
  body: Record<string, unknown>,
): ReplyableMail {
  const access = user.enable_support ? 'yes' : 'no';
  const context = `Account: ${user.account_id}\nSupport may access the account: ${access}`;
  const text = `${messageOf(body)}\n\n${context}`;
  const from = { name: user.name, email: user.email };
  return { ...supportMails.help(supportEmail, from, text), replyTo: user.email };
}

/**
 * Unlike sendOrLog, a failure is answered: the sender is the only one who still has the
 * message, so "Message Sent" must mean it went. The log keeps the text in case they do not retry.
 */
export async function deliver(mailer: Mailer, mail: ReplyableMail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error, replyTo: mail.replyTo, text: mail.text }, 'support mail failed');
    throw unavailable('Your message could not be sent right now – please try again shortly');
  }
}
