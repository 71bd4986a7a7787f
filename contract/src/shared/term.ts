/** A Chinese term with its English: how every term of the public API is written (docs/api.md). */
import { z } from 'zod';

export const TermSchema = z
  .object({
    zh: z
      .string()
      .meta({ description: 'The term in Chinese (simplified), as the almanac prints it' }),
    en: z.string().meta({ description: 'Its English' }),
  })
  // No example: a reference would show it for every term (a day officer reading 'Marriage').
  .meta({ id: 'Term', description: 'A Chinese term with its English' });

export type Term = z.infer<typeof TermSchema>;

/** A term from its two spellings. */
export const term = (zh: string, en: string): Term => ({ zh, en });

/** Terms from two parallel lists (the engine's Chinese list and its English twin). */
export function terms(zh: readonly string[], en: readonly string[]): Term[] {
  return zh.map((value, index) => term(value, en[index] ?? value));
}
