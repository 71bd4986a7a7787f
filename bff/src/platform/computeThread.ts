/**
 * A compute pool's thread runs below the event loop's priority (Linux keeps a nice value per
 * thread): on a busy machine a year's selection or a client report then waits for the core, not
 * /api/health and the light requests the loop answers (issue 42). jest imports the workers in its
 * own thread: left as is.
 */
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

const COMPUTE_NICE = 10;

/** Lowers the calling worker thread's priority; a no-op on the main thread. */
export function lowerComputeThread(): void {
  if (!isMainThread) os.setPriority(COMPUTE_NICE);
}
