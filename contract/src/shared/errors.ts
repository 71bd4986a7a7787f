/**
 * The errors of the public API, as the rest of the API answers them (spec section 8): 400 with
 * `message` and `inputError` naming the field, 403, 404. The bff maps `ContractError` to its
 * HttpError; the MCP servers give the message back as a tool error.
 */
import { z } from 'zod';

export class ContractError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
    readonly inputError?: string,
  ) {
    super(message);
  }
}

export const inputError = (message: string, field: string) =>
  new ContractError(400, message, field);
export const notFound = (message: string) => new ContractError(404, message);
export const forbidden = (message: string) => new ContractError(403, message);

export const ErrorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in English, for a person to read' }),
    inputError: z
      .string()
      .optional()
      .meta({ description: 'The request field the message is about (400 only)' }),
  })
  .meta({
    id: 'Error',
    example: { message: 'Please give a date as YYYY-MM-DD', inputError: 'date' },
  });

export type ErrorAnswer = z.infer<typeof ErrorSchema>;
