/**
 * Accounts, users, the team (invites, roles), birth settings and email changes.
 * Other capabilities use it only through this file.
 */
export * from './accountService';
export * from './birthSettings';
export * from './emailChange';
export * from './mails';
export * from './mailOut';
export * from './routes';
export * from './seed';
export * from './teamService';
export * from './userService';
