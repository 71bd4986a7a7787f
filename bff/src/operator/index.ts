/**
 * Mission control: operator lists and edits, metrics, referral, feedback and support mail.
 * Other capabilities use it only through this file.
 */
export * from './routes';
export * from './mails';
