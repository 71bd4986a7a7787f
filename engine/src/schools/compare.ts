/**
 * What `baziDifferences`, `dayDifferences` and `qimenDifferences` share: the choices of an option
 * in the order they are shown (the one in force first), one reading of the answer under each,
 * the fields whose value changes, and the words: a pillar or a term with its English, the one
 * sentence of why.
 */
import { branches, stems, type Glossary } from '@tongshu/data';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import { SCHOOL_OPTIONS, schoolChoice, type SchoolChoice } from './options';
import type { School, SchoolField } from './school';
import type { SchoolDifference, SchoolValue } from './differenceTypes';

/** One answer read under one choice: field name -> its words, e.g. `day pillar` -> "甲子 (Wood Rat)". */
export type Reading = Readonly<Record<string, string>>;

/** "甲子 (Wood Rat)": a pillar by its jiazi index 0..59, with the stem's element and the animal. */
export function pillarWords(jiazi: number): string {
  return pillarNameWords(`${STEMS[mod(jiazi, 10)] as string}${BRANCHES[mod(jiazi, 12)] as string}`);
}

/** "甲子 (Wood Rat)" for a pillar named by its two characters, e.g. a chart's `gz_day`. */
export function pillarNameWords(name: string): string {
  const stem = name.slice(0, 1);
  const branch = name.slice(1);
  return `${name} (${stems[stem]?.element ?? ''} ${branches[branch]?.en ?? ''})`;
}

/** "天蓬 (Canopy)": a term with its English from a `@tongshu/data` glossary. */
export function termWords(term: string, glossary: Glossary): string {
  const english = glossary[term]?.en;
  return english ? `${term} (${english})` : term;
}

/** The choices of `option`, the one in force in `school` first, the rest in their usual order. */
export function choicesInForce<F extends SchoolField>(school: School, option: F): School[F][] {
  const values = SCHOOL_OPTIONS[option].choices.map((choice) => choice.value);
  return [school[option], ...values.filter((value) => value !== school[option])];
}

/** Builds the sentence of why from the field's values, e.g. the context "Born 23:30". */
export type WhyOf = (field: string, values: readonly SchoolValue[]) => string;

/**
 * The fields whose value changes when `option` alone takes each of its choices from `school`.
 * @param read the answer's fields under one school (`school` with `option` set to one choice).
 * @param fields the fields to compare, in the order they are listed.
 */
export function optionDifferences<F extends SchoolField>(
  school: School,
  option: F,
  fields: readonly string[],
  read: (school: School) => Reading,
  why: WhyOf,
): SchoolDifference[] {
  const readings = choicesInForce(school, option).map((value) => ({
    value,
    reading: read({ ...school, [option]: value }),
  }));
  const differences: SchoolDifference[] = [];
  for (const field of fields) {
    const values: SchoolValue[] = readings.map(({ value, reading }) => {
      const choice = schoolChoice(option, value);
      return {
        school: value,
        label: `${choice.label} (${choice.zh})`,
        value: reading[field] ?? '',
      };
    });
    if (values.every((v) => v.value === values[0]?.value)) continue;
    differences.push({
      option,
      field,
      values,
      why: why(field, values),
      source: sourceOf(option, values),
    });
  }
  return differences;
}

/** The words of the choice a value was read under (its `school` is one of `option`'s values). */
export function choiceOfValue(option: SchoolField, value: SchoolValue | undefined): SchoolChoice {
  // `SchoolValue.school` is a plain string in the answer's shape; it came from this option.
  return schoolChoice(option, value?.school as School[typeof option]);
}

/**
 * The sources of the choices compared, each part once: the luck-start choices all cite one book
 * before their own counting (`a; b`), and the book said four times buried the rest.
 */
function sourceOf(option: SchoolField, values: readonly SchoolValue[]): string {
  const parts = values.flatMap((v) => choiceOfValue(option, v).source.split('; '));
  return [...new Set(parts)].join('; ');
}

/**
 * "Born 23:30, the day pillar is 甲子 (Wood Rat) under day change 23:00, and 癸亥 (Water Pig)
 * under day change 00:00 (early/late Rat hour)": the value in force first, choices that agree
 * named together, each by its stamp (`SCHOOL_OPTIONS`).
 */
export function whySentence(
  context: string,
  option: SchoolField,
  field: string,
  values: readonly SchoolValue[],
): string {
  const groups = new Map<string, string[]>();
  for (const v of values) {
    const stamp = choiceOfValue(option, v).stamp;
    groups.set(v.value, [...(groups.get(v.value) ?? []), stamp]);
  }
  const parts = [...groups].map(([value, stamps]) => `${value} under ${stamps.join(' and ')}`);
  const last = parts.pop() as string;
  const listed = parts.length > 0 ? `${parts.join(', ')}, and ${last}` : last;
  return `${context}, the ${field} is ${listed}.`;
}
