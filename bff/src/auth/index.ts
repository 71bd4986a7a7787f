/**
 * Sign-in, sessions and their cache, magic links, passwords, tokens, the `authenticate` middleware.
 * Other capabilities use it only through this file.
 */
export * from './authService';
export * from './authenticate';
export * from './endSessions';
export * from './passwords';
export * from './roles';
export * from './routes';
export * from './sessionCache';
export * from './sessions';
export * from './sessionUser';
export * from './signInLimit';
export * from './tokens';
export * from './impersonation';
