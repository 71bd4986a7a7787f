/**
 * The accounts' mails as plain text: welcome, invite, email change (its confirmation and the
 * notice to the old address).
 */
import type { MailMessage } from '../platform/mail/mailer';

export const accountMails = {
  welcome: (to: string, name: string, appUrl: string): MailMessage => ({
    to,
    subject: 'Welcome to Tongshu',
    text: `Hello ${name},\n\nYour Tongshu account is ready. Complete your profile to see your personal days:\n${appUrl}/welcome\n\nThe Tongshu team`,
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
};
