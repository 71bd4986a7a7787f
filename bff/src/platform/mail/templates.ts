/**
 * The product's mails as plain text: welcome, magic link, password reset, invite, email change
 * (its confirmation and the notice to the old address), help, contact.
 */
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
  /** To the address that signs in now, when someone else asks to move the sign-in elsewhere. */
  confirmEmailChange: (to: string, by: string, next: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your new Tongshu sign-in email',
    text: `${by} asked to change the email you sign in to Tongshu with from ${to} to ${next}.\n\nYou keep signing in with ${to} until you confirm the change with this link (it works once, within 7 days):\n${link}\n\nIf you did not expect this, ignore this mail: nothing changes.`,
  }),
  /** To the old address once the sign-in has moved, whoever moved it. */
  emailChanged: (to: string, next: string): MailMessage => ({
    to,
    subject: 'Your Tongshu sign-in email has changed',
    text: `The email you sign in to Tongshu with is now ${next} instead of ${to}. Your earlier sessions have ended: sign in again with the new address where you are asked to.\n\nIf you did not make or confirm this change, write to us through the Contact page at once.`,
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
