/** Types of buildIfStale.js for its test (tests/src/support/buildIfStale.test.ts). */
export function newest(target: string): number;
export function isStale(dist: string, inputs: readonly string[], root?: string): boolean;
