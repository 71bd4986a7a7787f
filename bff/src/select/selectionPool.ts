/**
 * The bff's compute off the event loop (issue 42): a year's selection holds a thread for
 * 130-400 ms, a victory year about 240 ms, a school comparison of a birth or a Qi Men hour
 * 20-110 ms, and on the event loop /api/health and every other user waited that long. They run as
 * named tasks of one piscina pool of the built bff; jest, which runs the TypeScript sources (no
 * built worker beside them), computes in its own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import {
  OutOfRangeError,
  SelectionInputError,
  type SchoolDifferences,
  type Selection,
  type SelectionRequest,
  type ThreeVictoryRow,
} from '@tongshu/engine';
import type { SchoolsRequest, SelectionAnswer } from '@tongshu/contract';
import selectionTask, {
  answer,
  schools,
  victory,
  type Outcome,
  type VictoryRequest,
} from './selectionWorker';

const WORKER = path.join(__dirname, 'selectionWorker.js');

/** One core is the event loop's; the others compute (at least one thread). */
const THREADS = Math.max(1, os.availableParallelism() - 1);

let pool: Piscina | undefined;

/** The built worker's pool, or undefined where there is none (jest runs the sources). */
function poolOf(): Piscina | undefined {
  if (!fs.existsSync(WORKER)) return undefined;
  // Made on first use; an idle thread ends (and keeps no stopping process alive).
  pool ??= new Piscina({ filename: WORKER, maxThreads: THREADS, idleTimeout: 30_000 });
  return pool;
}

/** The outcome's value, or the engine's refusal thrown again in this thread, as callers catch it. */
function valueOf<T>(outcome: Outcome<T>): T {
  if ('outOfRange' in outcome) throw new OutOfRangeError(outcome.outOfRange);
  if ('refused' in outcome)
    throw new SelectionInputError(outcome.refused.message, outcome.refused.field);
  if ('rangeError' in outcome) throw new RangeError(outcome.rangeError);
  return outcome.value;
}

/** The worker's task `name` on a pool thread, or `here` in this process without a pool. */
async function run<R, T>(name: string, request: R, here: (request: R) => Outcome<T>): Promise<T> {
  const threads = poolOf();
  return valueOf(threads ? ((await threads.run(request, { name })) as Outcome<T>) : here(request));
}

/** The engine's `selectDays`, computed on a worker thread. */
export const selectInWorker = (request: SelectionRequest): Promise<Selection> =>
  run('default', request, selectionTask);

/** The public API's answer to a selection (contract's `selectionAnswer`), on a worker thread. */
export const selectAnswerInWorker = (request: SelectionRequest): Promise<SelectionAnswer> =>
  run('answer', request, answer);

/**
 * The engine's `threeVictoryDays`, computed on a worker thread; its refusal of a birth without
 * the hour is the engine's RangeError again, as callers in one thread catch it.
 */
export const victoryInWorker = (request: VictoryRequest): Promise<ThreeVictoryRow[]> =>
  run('victory', request, victory);

/** A school comparison (contract's `schoolDifferences`), computed on a worker thread. */
export const schoolsInWorker = (request: SchoolsRequest): Promise<SchoolDifferences> =>
  run('schools', request, schools);
