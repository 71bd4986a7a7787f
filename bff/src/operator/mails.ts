/** Mail to support as plain text: help (signed in), contact (anyone). */
import type { MailMessage } from '../platform/mail/mailer';

export const supportMails = {
  help: (to: string, from: { name: string; email: string }, message: string): MailMessage => ({
    to,
    subject: `Help request from ${from.name}`,
    text: `${from.name} <${from.email}> asks for help:\n\n${message}`,
  }),
  contact: (to: string, from: { name: string; email: string }, message: string): MailMessage => ({
    to,
    subject: `Contact message from ${from.name}`,
    text: `${from.name} <${from.email}> wrote:\n\n${message}`,
  }),
};
