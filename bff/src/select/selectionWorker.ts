/**
 * The selection pool's worker (selectionPool.ts): the engine's `selectDays` on a thread of its
 * own. A refusal of the input comes back as a value: a thrown error crosses threads without its
 * class or its field.
 */
import {
  selectDays,
  SelectionInputError,
  type Selection,
  type SelectionRequest,
} from '@tongshu/engine';

export type SelectionOutcome =
  | { readonly selection: Selection }
  | {
      readonly refused: { readonly message: string; readonly field: SelectionInputError['field'] };
    };

export default function selectionTask(request: SelectionRequest): SelectionOutcome {
  try {
    return { selection: selectDays(request) };
  } catch (error) {
    if (error instanceof SelectionInputError)
      return { refused: { message: error.message, field: error.field } };
    throw error;
  }
}
