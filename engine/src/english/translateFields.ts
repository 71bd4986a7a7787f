/**
 * Translates a flat record of Chinese values field by field through `@tongshu/data` glossaries.
 * Shared by every English view of the engine's results.
 */
import type { Glossary } from '@tongshu/data';

export interface MissingTranslation {
  readonly field: string;
  readonly value: string;
}

export interface Translation<T> {
  readonly english: T;
  readonly missing: readonly MissingTranslation[];
}

/**
 * Each field whose glossary `glossaryFor` names is translated (strings and string lists); other
 * fields (numbers, dates, flags) are copied. An empty string means "none" and stays empty.
 */
export function translateFields<T extends object>(
  record: T,
  glossaryFor: (field: string) => Glossary | undefined,
): Translation<T> {
  const english: Record<string, unknown> = {};
  const missing: MissingTranslation[] = [];
  for (const [field, value] of Object.entries(record)) {
    const glossary = glossaryFor(field);
    if (!glossary) {
      english[field] = value;
      continue;
    }
    const one = (term: string): string => {
      if (term === '') return '';
      const entry = glossary[term];
      if (!entry) missing.push({ field, value: term });
      return entry?.en ?? term;
    };
    english[field] = Array.isArray(value) ? value.map(one) : one(String(value));
  }
  return { english: english as T, missing };
}

/** @throws Error naming every field and term that has no English entry. */
export function requireComplete<T>({ english, missing }: Translation<T>): T {
  if (missing.length > 0) {
    const list = missing.map(({ field, value }) => `${field}=${value}`).join(', ');
    throw new Error(`no English for ${list}`);
  }
  return english;
}
