/** The product's mails as plain text: welcome, magic link, password reset, invite, help, contact. */
import type { MailMessage } from './mailer';

export const templates = {
  welcome: (to: string, name: string, appUrl: string): MailMessage => ({
    to,
    subject: 'Welcome to Tongshu',
    text: `Hello ${name},\n\nYour Tongshu account is ready. Complete your profile to see your personal days:\n${appUrl}/welcome\n\nThe Tongshu team`,
  }),
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
  invite: (to: string, inviter: string, link: string): MailMessage => ({
    to,
    subject: `${inviter} invited you to Tongshu`,
    text: `${inviter} invited you to join their Tongshu account. Accept within 7 days:\n${link}`,
  }),
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
