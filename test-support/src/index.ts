/** What tests and benches share: the in-process test server, test doubles and bench helpers. */
export * from './testing/accounts';
export * from './testing/fakeStripe';
export * from './testing/freshAddress';
export * from './testing/headers';
export * from './testing/smtpSink';
export * from './testing/testServer';
export * from './bench/aptInstall';
export * from './bench/benchSupport';
export * from './bench/freePort';
export * from './bench/procCpu';
export * from './bench/redisServer';
export * from './bench/wrkOutput';
export * from './testing/mcpTools';
