/** Types of slowest.js for its test (tests/src/support/slowest.test.ts). */
export interface TimedFile {
  readonly testFilePath: string;
  readonly perfStats?: { readonly runtime?: number };
}

export function formatSlowest(files: readonly TimedFile[], rootDir: string, count?: number): string;
