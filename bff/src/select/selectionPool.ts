/**
 * Selections computed off the event loop (issue 42): a year's selection holds a thread for
 * 130-400 ms, and on the event loop /api/health and every other user waited that long. The
 * engine's `selectDays` runs in a piscina worker of the built bff; jest, which runs the
 * TypeScript sources (no built worker beside them), computes in its own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { SelectionInputError, type Selection, type SelectionRequest } from '@tongshu/engine';
import selectionTask, { type SelectionOutcome } from './selectionWorker';

const WORKER = path.join(__dirname, 'selectionWorker.js');

/** One core is the event loop's; the others compute selections (at least one thread). */
const THREADS = Math.max(1, os.availableParallelism() - 1);

let pool: Piscina | undefined;

function outcomeOf(request: SelectionRequest): Promise<SelectionOutcome> {
  if (!fs.existsSync(WORKER)) return Promise.resolve(selectionTask(request));
  // Made on first use; an idle thread ends (and keeps no stopping process alive).
  pool ??= new Piscina({ filename: WORKER, maxThreads: THREADS, idleTimeout: 30_000 });
  return pool.run(request) as Promise<SelectionOutcome>;
}

/** The engine's `selectDays`, computed on a worker thread. */
export async function selectInWorker(request: SelectionRequest): Promise<Selection> {
  const outcome = await outcomeOf(request);
  if ('refused' in outcome)
    throw new SelectionInputError(outcome.refused.message, outcome.refused.field);
  return outcome.selection;
}
