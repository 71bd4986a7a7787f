#!/usr/bin/env node
/**
 * `npm start`'s build: only what is older than its sources. `tsc -b` is incremental on its own
 * (it checks its .tsbuildinfo); a web build (webpack, most of a full build's time) is skipped while
 * the newest file of its dist is newer than every file it bundles. `npm run build` (and `prepare`
 * at `npm ci`) still builds everything.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** What the web builds bundle or read: their sources, the kit, the data and engine, the configs. */
const WEB_INPUTS = [
  'web-app/src',
  'web-app/public',
  'web-app/webpack.config.js',
  'web-app/package.json',
  'web-app/tsconfig.json',
  'web-admin/src',
  'web-admin/webpack.config.js',
  'web-admin/package.json',
  'web-admin/tsconfig.json',
  'web-ui/src',
  'web-ui/package.json',
  'data/src',
  'engine/src',
  'engine/package.json',
  'webpack.parts.js',
  'tsconfig.base.json',
  'package-lock.json',
];

const WEB_BUILDS = [
  { name: '@tongshu/web-app', dist: 'web-app/dist' },
  { name: '@tongshu/web-admin', dist: 'web-admin/dist' },
];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when missing. */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/** Whether a build whose output is `dist` has to run again for `inputs` (paths under ROOT). */
function isStale(dist, inputs, root = ROOT) {
  const built = newest(path.join(root, dist));
  if (built === 0) return true;
  return inputs.some((input) => newest(path.join(root, input)) > built);
}

function run(command, args) {
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
}

function main() {
  run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [ROOT] }), '-b']);
  for (const build of WEB_BUILDS) {
    if (!isStale(build.dist, WEB_INPUTS)) {
      console.log(`${build.name}: ${build.dist} is newer than its sources, not rebuilt`);
      continue;
    }
    run('npm', ['run', 'build', '-w', build.name]);
    // A build whose output did not change leaves its files' times; mark it as done.
    fs.writeFileSync(path.join(ROOT, build.dist, '.built'), `${new Date().toISOString()}\n`);
  }
}

if (require.main === module) main();

module.exports = { isStale, newest };
