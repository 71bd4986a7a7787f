/**
 * Selections and three-victory-day years computed off the event loop (issue 42): a year's
 * selection holds a thread for 130-400 ms, a victory year about 240 ms, and on the event loop
 * /api/health and every other user waited that long. They run as named tasks of one piscina pool
 * of the built bff; jest, which runs the TypeScript sources (no built worker beside them),
 * computes in its own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import {
  OutOfRangeError,
  SelectionInputError,
  type Selection,
  type SelectionRequest,
  type ThreeVictoryRow,
} from '@tongshu/engine';
import type { SelectionAnswer } from '@tongshu/contract';
import selectionTask, {
  answer,
  victory,
  type SelectionOutcome,
  type VictoryOutcome,
  type VictoryRequest,
} from './selectionWorker';

const WORKER = path.join(__dirname, 'selectionWorker.js');

/** One core is the event loop's; the others compute selections (at least one thread). */
const THREADS = Math.max(1, os.availableParallelism() - 1);

let pool: Piscina | undefined;

/** The built worker's pool, or undefined where there is none (jest runs the sources). */
function poolOf(): Piscina | undefined {
  if (!fs.existsSync(WORKER)) return undefined;
  // Made on first use; an idle thread ends (and keeps no stopping process alive).
  pool ??= new Piscina({ filename: WORKER, maxThreads: THREADS, idleTimeout: 30_000 });
  return pool;
}

/** The outcome's selection, or the engine's refusal thrown again in this thread. */
function selectionOf<T>(outcome: SelectionOutcome<T>): T {
  if ('outOfRange' in outcome) throw new OutOfRangeError(outcome.outOfRange);
  if ('refused' in outcome)
    throw new SelectionInputError(outcome.refused.message, outcome.refused.field);
  return outcome.selection;
}

/** The engine's `selectDays`, computed on a worker thread. */
export async function selectInWorker(request: SelectionRequest): Promise<Selection> {
  const threads = poolOf();
  return selectionOf(
    threads ? ((await threads.run(request)) as SelectionOutcome) : selectionTask(request),
  );
}

/** The public API's answer to a selection (contract's `selectionAnswer`), on a worker thread. */
export async function selectAnswerInWorker(request: SelectionRequest): Promise<SelectionAnswer> {
  const threads = poolOf();
  return selectionOf(
    threads
      ? ((await threads.run(request, { name: 'answer' })) as SelectionOutcome<SelectionAnswer>)
      : answer(request),
  );
}

/**
 * The engine's `threeVictoryDays`, computed on a worker thread; its refusal of a birth without
 * the hour is the engine's RangeError again, as callers in one thread catch it.
 */
export async function victoryInWorker(request: VictoryRequest): Promise<ThreeVictoryRow[]> {
  const threads = poolOf();
  const outcome = threads
    ? ((await threads.run(request, { name: 'victory' })) as VictoryOutcome)
    : victory(request);
  if ('outOfRange' in outcome) throw new OutOfRangeError(outcome.outOfRange);
  if ('rangeError' in outcome) throw new RangeError(outcome.rangeError);
  return outcome.rows;
}
