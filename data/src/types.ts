/**
 * One Chinese almanac term in English.
 * `en` is what a Western beginner reads; `icon` names a glyph in the product's icon set
 * (kebab-case, e.g. `animal-rat`); `emoji` is the fallback used where only text can be shown
 * (the icon iCal calendar); `description` explains the term in a sentence or two.
 */
export interface Term {
  readonly en: string;
  readonly icon?: string;
  readonly emoji?: string;
  readonly description?: string;
}

/** Chinese term (simplified, as the almanac emits it) -> English entry. */
export type Glossary<T extends Term = Term> = Readonly<Record<string, T>>;

export type ElementName = 'Wood' | 'Fire' | 'Earth' | 'Metal' | 'Water';
export type Polarity = 'Yang' | 'Yin';
export type Luck = 'auspicious' | 'inauspicious';
