/**
 * An endpoint's answer, as every door gives it (the bff's /api/v1, its /mcp and `tongshu mcp`):
 * the engine's one range check (`OutOfRangeError`, a chart reaching outside 1900..2100 from an
 * input inside it) becomes a 400 naming the field the chart was drawn from, never a 500.
 */
import type { z } from 'zod';
import { OutOfRangeError } from '@tongshu/engine';
import type { Endpoint, Scope } from './endpoint';
import { inputError } from './errors';

/**
 * The fields a chart is drawn from, in the order they stand for it: a person's stored birth first;
 * `at` and `birth` are the private API's path fields (/api/theqmday/get/{at}, /api/the3vv/get/{birth}).
 */
const CHARTED_FROM = ['person', 'date', 'at', 'birth', 'births', 'from'] as const;

/** The field of a request (path and query) an out-of-range chart is the fault of. */
export function chartedFrom(input: Readonly<Record<string, unknown>>): string {
  return CHARTED_FROM.find((field) => input[field] !== undefined) ?? 'request';
}

export async function answerOf<Request extends z.ZodObject, Answer extends z.ZodType>(
  endpoint: Endpoint<Request, Answer>,
  input: z.output<Request>,
  scope: Scope,
): Promise<z.output<Answer>> {
  try {
    return await endpoint.compute(input, scope);
  } catch (error) {
    if (error instanceof OutOfRangeError)
      throw inputError(error.message, chartedFrom(input as Record<string, unknown>));
    throw error;
  }
}
