/**
 * healthBench's sampler, on a thread of its own: /api/health asked every `sampleMs`; it posts once
 * its first answer is in (a cold fetch, not counted), counts the waits from the message `start`
 * and posts them back at `stop`. The bench's own thread reads megabytes of heavy answers,
 * and a health call timed there waited for the bench as well as for the bff.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, sampleMs } = workerData as { url: string; sampleMs: number };
let counting = false;
let running = true;
parentPort?.on('message', (message) => {
  if (message === 'start') counting = true;
  else running = false;
});

async function sample(): Promise<void> {
  const waits: number[] = [];
  let ready = false;
  while (running) {
    const asked = performance.now();
    const answer = await fetch(url);
    await answer.text();
    const waited = performance.now() - asked;
    // Only a wait that ended while the heavy requests ran counts.
    if (counting && running) waits.push(waited);
    else if (!ready) parentPort?.postMessage('ready');
    ready = true;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sampleMs - waited)));
  }
  parentPort?.postMessage(waits);
}

void sample();
