/** The sign-in mails as plain text: magic link, password reset. */
import type { MailMessage } from '../platform/mail/mailer';

export const authMails = {
  magicLink: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Your Tongshu sign-in link',
    text: `Use this link to sign in to Tongshu. It works once and expires in 15 minutes:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
  }),
  passwordReset: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Reset your Tongshu password',
    text: `Use this link to choose a new password. It works once and expires in 1 hour:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
  }),
};
