/**
 * A jest reporter that ends the run with its slowest test files and their times, so that a slow
 * file is seen when it is added (jest.config.js lists it after the default reporter).
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The `count` slowest files of a run, slowest first, one line each: seconds (one decimal) right
 * aligned, then the path relative to `rootDir`. `files` are jest's test results (testFilePath,
 * perfStats.runtime in ms). An empty string when there is nothing to list.
 */
function formatSlowest(files, rootDir, count = 10) {
  const timed = files
    .map((file) => ({
      name: path.relative(rootDir, file.testFilePath),
      seconds: (file.perfStats?.runtime ?? 0) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
    .slice(0, count);
  if (timed.length === 0) return '';
  const times = timed.map((file) => `${file.seconds.toFixed(1)} s`);
  const width = Math.max(...times.map((time) => time.length));
  const lines = timed.map((file, i) => `  ${times[i].padStart(width)}  ${file.name}`);
  const noun = timed.length === 1 ? 'file' : 'files';
  return [`Slowest ${timed.length} test ${noun}:`, ...lines].join('\n');
}

class SlowestReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count ?? 10;
  }

  onRunComplete(_contexts, results) {
    const text = formatSlowest(results.testResults, this.rootDir, this.count);
    // Jest prints its summary after every configured reporter: this list comes last, on exit.
    if (text) process.once('exit', () => fs.writeSync(2, `\n${text}\n`));
  }
}

module.exports = SlowestReporter;
module.exports.formatSlowest = formatSlowest;
