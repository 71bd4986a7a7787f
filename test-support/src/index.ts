/**
 * What tests and benches share without loading the bff: test doubles that run as their own
 * servers (SMTP sink), addresses and headers, and the bench helpers. The in-process bff and what
 * drives it are `@tongshu/test-support/server` (server.ts): they load the whole app, which a test
 * file that starts the built bff as a process never needs.
 */
export * from './testing/bffOutput';
export * from './testing/freshAddress';
export * from './testing/headers';
export * from './testing/smtpSink';
export * from './bench/aptInstall';
export * from './bench/benchSupport';
export * from './bench/freePort';
export * from './bench/procCpu';
export * from './bench/redisServer';
export * from './bench/wrkOutput';
