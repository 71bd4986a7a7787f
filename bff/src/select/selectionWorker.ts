/**
 * The compute pool's worker (selectionPool.ts), one named task per kind of work that holds a
 * thread: the engine's `selectDays` (the default task), the same shaped into the public API's
 * answer (the task `answer`, whose shaping of every best hour on the clock costs as much again),
 * `threeVictoryDays` (the task `victory`) and a school comparison (the task `schools`, every
 * school's chart of a birth or a Qi Men hour). A refusal of the input comes back as a value: a
 * thrown error crosses threads without its class or its field.
 */
import {
  OutOfRangeError,
  selectDays,
  SelectionInputError,
  threeVictoryDays,
  type Gender,
  type NatalBirth,
  type SchoolDifferences,
  type Selection,
  type SelectionRequest,
  type ThreeVictoryRow,
} from '@tongshu/engine';
import {
  schoolDifferences,
  selectionAnswer,
  type SchoolsRequest,
  type SelectionAnswer,
} from '@tongshu/contract';
import { lowerComputeThread } from '../platform/computeThread';

lowerComputeThread();

/**
 * A task's value or the engine's refusal: a selection's input (`refused`, naming the field), a
 * chart reaching outside 1900..2100 (`outOfRange`: its year, which every door answers as a 400 on
 * the field the chart came from), or another range check in the engine's own words (a victory
 * year refuses a birth without its hour).
 */
export type Outcome<T> =
  | { readonly value: T }
  | {
      readonly refused: { readonly message: string; readonly field: SelectionInputError['field'] };
    }
  | { readonly outOfRange: number }
  | { readonly rangeError: string };

function outcomeOf<T>(compute: () => T): Outcome<T> {
  try {
    return { value: compute() };
  } catch (error) {
    // The subclasses first: both are RangeErrors.
    if (error instanceof SelectionInputError)
      return { refused: { message: error.message, field: error.field } };
    if (error instanceof OutOfRangeError) return { outOfRange: error.year };
    if (error instanceof RangeError) return { rangeError: error.message };
    throw error;
  }
}

export default function selectionTask(request: SelectionRequest): Outcome<Selection> {
  return outcomeOf(() => selectDays(request));
}

export function answer(request: SelectionRequest): Outcome<SelectionAnswer> {
  return outcomeOf(() => selectionAnswer(selectDays(request)));
}

/** What the victory task is asked: `threeVictoryDays`'s arguments. */
export interface VictoryRequest {
  readonly birth: NatalBirth;
  readonly gender: Gender;
  readonly year: number;
}

export function victory({ birth, gender, year }: VictoryRequest): Outcome<ThreeVictoryRow[]> {
  return outcomeOf(() => threeVictoryDays(birth, gender, year));
}

export function schools(request: SchoolsRequest): Outcome<SchoolDifferences> {
  return outcomeOf(() => schoolDifferences(request));
}
