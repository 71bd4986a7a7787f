/**
 * The `tongshu` program as a shell runs it: a reader that stops early (`| head -1`) closes the
 * pipe, and the command ends quietly with status 0, as Unix tools do, not with an EPIPE trace
 * (walk of 2026-11-28). Runs the built program (cli/dist, made by `npm run build`/`tsc -b`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(__dirname, '..', 'bin', 'tongshu.js');

it('ends quietly when its reader closes the pipe', () => {
  // `true` reads nothing and exits before node has started: every write meets a closed pipe.
  const run = spawnSync('sh', ['-c', `node "${BIN}" house --help | true`], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
