/** Reads a request against its schema: the first problem becomes a 400 naming its field. */
import type { z } from 'zod';
import { inputError } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  // A missing field gets the field's own message (set with `error`), not zod's generic one.
  throw inputError(issue?.message ?? 'Please check the request', field);
}
