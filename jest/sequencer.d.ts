/** Types of sequencer.js for its test (tests/src/support/sequencer.test.ts). */
export function groupOf(testPath: string): 0 | 1 | 2;
