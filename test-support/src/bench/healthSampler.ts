/**
 * healthBench's sampler, on a thread of its own: /api/health asked every `sampleMs` until told to
 * stop, then its waits posted back. The bench's own thread reads megabytes of heavy answers,
 * and a health call timed there waited for the bench as well as for the bff.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, sampleMs } = workerData as { url: string; sampleMs: number };
let running = true;
parentPort?.once('message', () => {
  running = false;
});

async function sample(): Promise<void> {
  const waits: number[] = [];
  while (running) {
    const asked = performance.now();
    const answer = await fetch(url);
    await answer.text();
    const waited = performance.now() - asked;
    // Only a wait that ended while the heavy requests still ran counts.
    if (running) waits.push(waited);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sampleMs - waited)));
  }
  parentPort?.postMessage(waits);
}

void sample();
