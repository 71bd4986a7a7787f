/**
 * Generic checks for every glossary the package exports, once per entry. The per-glossary test
 * files keep only what is specific to their glossary (counts, key order, known translations,
 * cross-references).
 */
import * as data from './index';
import type { Term } from './index';

/** CJK ideographs (unified, extension A, compatibility): none may reach an English reader. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every glossary the product ships; one dropped from `index.ts` must fail here (and in tsc). */
const REQUIRED = [
  'activities',
  'baziInteractions',
  'baziPillars',
  'baziStars',
  'beltGods',
  'beltTypes',
  'branches',
  'constellationAnimals',
  'constellations',
  'dayMaster',
  'dayOfficers',
  'dayTaiPositions',
  'directions',
  'doorInteractions',
  'elements',
  'fourAnimals',
  'fourPalaces',
  'hexagrams',
  'hourSpirits',
  'leapLunarMonths',
  'luckWords',
  'luminaries',
  'lunarDays',
  'lunarMonths',
  'monthTaiPositions',
  'moonPhases',
  'nayin',
  'nineStars',
  'pengZuBranch',
  'pengZuStem',
  'qimenDeities',
  'qimenDoors',
  'qimenDunTypes',
  'qimenStars',
  'qimenYuans',
  'raisingNoblemen',
  'shenSha',
  'solarTerms',
  'stems',
  'strengthGains',
  'tenGods',
  'trigrams',
  'weekdays',
  'zodiacAnimals',
] as const satisfies readonly (keyof typeof data)[];

/** Glossaries whose every entry must explain itself in a `description`. */
const DESCRIBED: ReadonlySet<string> = new Set([
  'activities',
  'baziInteractions',
  'baziPillars',
  'baziStars',
  'beltGods',
  'branches',
  'constellationAnimals',
  'constellations',
  'dayOfficers',
  'directions',
  'elements',
  'fourAnimals',
  'fourPalaces',
  'luminaries',
  'monthTaiPositions',
  'moonPhases',
  'nayin',
  'nineStars',
  'shenSha',
  'solarTerms',
  'stems',
  'strengthGains',
  'tenGods',
  'trigrams',
] satisfies readonly (typeof REQUIRED)[number][]);

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * A glossary: a plain object of plain-object entries, at least one with a string `en`. An entry
 * that lost its `en` does not hide its glossary: it fails the entry test below.
 */
function isGlossary(value: unknown): value is Readonly<Record<string, Term>> {
  if (!isPlainObject(value)) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every(isPlainObject) &&
    entries.some((entry) => typeof entry['en'] === 'string')
  );
}

const glossaries = Object.entries(data).filter(
  (pair): pair is [string, Readonly<Record<string, Term>>] => isGlossary(pair[1]),
);
const rows = glossaries.flatMap(([name, glossary]) =>
  Object.entries(glossary).map(([key, term]) => [name, key, term] as const),
);

describe('glossaries', () => {
  it('finds every glossary the product ships', () => {
    const found = new Set(glossaries.map(([name]) => name));
    expect(REQUIRED.filter((name) => !found.has(name))).toEqual([]);
  });

  it.each(rows)(
    '%s %s has plain English, a kebab-case icon and a real emoji',
    (name, key, term) => {
      expect(typeof term.en).toBe('string');
      expect(term.en.trim()).not.toBe('');
      expect(term.en).not.toMatch(CJK);
      if (DESCRIBED.has(name)) expect(term.description?.trim()).toBeTruthy();
      expect(term.description ?? '').not.toMatch(CJK);
      if (term.icon !== undefined) expect(term.icon).toMatch(KEBAB);
      if (term.emoji !== undefined) expect(term.emoji.trim()).not.toBe('');
    },
  );

  // Issue 42: Qi Men called 玄武 "Emptiness" where the almanac says "Black Tortoise".
  it('gives a god, star or door one English name in every glossary that names it', () => {
    const named = [
      'beltGods',
      'fourAnimals',
      'shenSha',
      'qimenDeities',
      'qimenStars',
      'qimenDoors',
    ];
    const names = new Map<string, Set<string>>();
    for (const [name, key, term] of rows)
      if (named.includes(name)) names.set(key, (names.get(key) ?? new Set()).add(term.en));
    const split = [...names].filter(([, english]) => english.size > 1);
    expect(split.map(([key, english]) => `${key}: ${[...english].join(' / ')}`)).toEqual([]);
  });

  it('puts every Qi Men star in English, none left in pinyin', () => {
    // As goodfengshuiconsultancy.com's nine-star introduction has it (qimen.ts names each source).
    expect(data.qimenStars['天任']?.en).toBe('Responsibility');
    const pinyin = new Set(Object.values(data.stems).map((stem) => stem.pinyin));
    const left = Object.entries(data.qimenStars).filter(([, star]) => pinyin.has(star.en));
    expect(left).toEqual([]);
  });
});
