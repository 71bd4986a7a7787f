/**
 * The compute pool's worker (selectionPool.ts): the engine's `selectDays` (the default task), the
 * same shaped into the public API's answer (the task `answer`, whose shaping of every best hour
 * on the clock costs as much again) and `threeVictoryDays` (the task `victory`) on a thread. A refusal of the input comes
 * back as a value: a thrown error crosses threads without its class or its field.
 */
import {
  OutOfRangeError,
  selectDays,
  SelectionInputError,
  threeVictoryDays,
  type Gender,
  type NatalBirth,
  type Selection,
  type SelectionRequest,
  type ThreeVictoryRow,
} from '@tongshu/engine';
import { selectionAnswer, type SelectionAnswer } from '@tongshu/contract';

export type SelectionOutcome<T = Selection> =
  | { readonly selection: T }
  | {
      readonly refused: { readonly message: string; readonly field: SelectionInputError['field'] };
    }
  | { readonly outOfRange: number };

function refusable<T>(compute: () => T): SelectionOutcome<T> {
  try {
    return { selection: compute() };
  } catch (error) {
    if (error instanceof SelectionInputError)
      return { refused: { message: error.message, field: error.field } };
    if (error instanceof OutOfRangeError) return { outOfRange: error.year };
    throw error;
  }
}

export default function selectionTask(request: SelectionRequest): SelectionOutcome {
  return refusable(() => selectDays(request));
}

export function answer(request: SelectionRequest): SelectionOutcome<SelectionAnswer> {
  return refusable(() => selectionAnswer(selectDays(request)));
}

/** What the victory task is asked: `threeVictoryDays`'s arguments. */
export interface VictoryRequest {
  readonly birth: NatalBirth;
  readonly gender: Gender;
  readonly year: number;
}

/**
 * The engine refuses a birth without its hour with a RangeError, whose words are the answer's, and
 * a year reaching outside 1900..2100 with an OutOfRangeError (`outOfRange`: its year), which every
 * door answers as a 400 on the field the chart came from.
 */
export type VictoryOutcome =
  | { readonly rows: ThreeVictoryRow[] }
  | { readonly rangeError: string }
  | { readonly outOfRange: number };

export function victory({ birth, gender, year }: VictoryRequest): VictoryOutcome {
  try {
    return { rows: threeVictoryDays(birth, gender, year) };
  } catch (error) {
    if (error instanceof OutOfRangeError) return { outOfRange: error.year };
    if (error instanceof RangeError) return { rangeError: error.message };
    throw error;
  }
}
