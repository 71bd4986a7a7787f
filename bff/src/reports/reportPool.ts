/**
 * Client reports drawn off the event loop (issue 45): reading the charts and setting a report's
 * text holds a thread for 40-300 ms (a report measured on the 2-core machine: ~100 ms warm, the
 * first of a thread ~300 ms), and on the event loop every other request waited that long. As the
 * selections (select/selectionPool.ts), they run on a piscina pool of the built bff; jest, which
 * runs the TypeScript sources (no built worker beside them), draws them in its own process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { ReportSource } from '@tongshu/contract/report';
import reportTask from './reportWorker';

const WORKER = path.join(__dirname, 'reportWorker.js');

let pool: Piscina | undefined;

/**
 * One thread, kept once started: a report is asked for now and then, and a thread started for
 * each spent most of a second loading the contract and warming up (2.3 s on the loaded 2-core
 * machine against ~0.2 s warm). Idle, piscina unrefs it, so it keeps no stopping process alive.
 */
function poolOf(): Piscina | undefined {
  if (!fs.existsSync(WORKER)) return undefined;
  pool ??= new Piscina({ filename: WORKER, minThreads: 1, maxThreads: 1 });
  return pool;
}

/** The PDF of `source`, drawn on the worker thread. */
export async function reportInWorker(source: ReportSource): Promise<Buffer> {
  const threads = poolOf();
  const bytes = threads ? ((await threads.run(source)) as Uint8Array) : await reportTask(source);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
