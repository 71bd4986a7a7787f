/**
 * The order jest starts test files in. Jest's own puts a file it has timed by its last time and
 * an untimed one by its size, so on a clean clone (no timings) the browser suites, short files
 * that drive chromium for a minute, started last and ran on after the unit tests were done,
 * one worker idle. Here the browser and accessibility suites come first, then the other
 * end-to-end files, then the rest; within a group, jest's own order.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** 0 for the suites that drive chromium, 1 for the other files of tests/, 2 for unit tests. */
function groupOf(testPath) {
  if (/[\\/]tests[\\/]src[\\/](accessibility|browser)[\\/]/.test(testPath)) return 0;
  if (/[\\/]tests[\\/]src[\\/]/.test(testPath)) return 1;
  return 2;
}

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const rank = new Map(ordered.map((test, index) => [test, index]));
    return [...ordered].sort(
      (a, b) => groupOf(a.path) - groupOf(b.path) || rank.get(a) - rank.get(b),
    );
  }
}

module.exports = SlowFirstSequencer;
module.exports.groupOf = groupOf;
