/**
 * Requests made from the served document alone: a good one from the operation's example and its
 * parameters' schemas, and bad ones by breaking one parameter at a time, so that an endpoint added
 * to the contract is attacked without a line here.
 */
import { randomUUID } from 'node:crypto';

type Json = Record<string, unknown>;

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description?: string;
  readonly example?: unknown;
  readonly schema: Json;
}

/** A request as its fields, `PERSON` standing for the caller's person (see `targetOf`). */
export interface Request {
  /** What it tries, for a failure's message. */
  readonly label: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The statuses it may get; a 400 must name `field` in `inputError`. */
  readonly expect: { readonly statuses: readonly number[]; readonly field?: string };
}

export function parametersOf(document: Json, path: string): Parameter[] {
  const item = (document.paths as Record<string, { get?: { parameters?: Parameter[] } }>)[path];
  return item?.get?.parameters ?? [];
}

/** A field that names one (or several, comma-separated) of the key owner's people. */
export const namesPeople = (parameter: Parameter): boolean =>
  ['person', 'people'].includes(parameter.name) ||
  /\byour people\b/i.test(parameter.description ?? '');

/** The value a parameter documents: its own example, its schema's, the first choice, the default. */
function documented(parameter: Parameter): string | undefined {
  const { schema } = parameter;
  const examples = schema.examples as unknown[] | undefined;
  const choices = schema.enum as unknown[] | undefined;
  const value =
    parameter.example ?? schema.example ?? examples?.[0] ?? choices?.[0] ?? schema.default;
  return value === undefined ? undefined : String(value);
}

/** Stands for the caller's person until the request is sent. */
export const PERSON = '{person}';

/**
 * The fields of a request that answers: the operation's example (the contract's `example`),
 * then each required parameter's documented value; people fields name the caller's person.
 */
export function goodFields(
  path: string,
  parameters: readonly Parameter[],
  example: Readonly<Record<string, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const parameter of parameters) {
    if (namesPeople(parameter)) {
      if (parameter.required) fields[parameter.name] = PERSON;
      continue;
    }
    const value =
      example[parameter.name] ?? (parameter.required ? documented(parameter) : undefined);
    if (value !== undefined) fields[parameter.name] = value;
    else if (parameter.required) throw new Error(`${path}: no example for ${parameter.name}`);
  }
  return fields;
}

/** A value the parameter's schema (and the field's reading) must refuse, if one can be told. */
function brokenValue(parameter: Parameter): string | undefined {
  const { schema } = parameter;
  if (Array.isArray(schema.enum)) return 'not-a-choice';
  // Shaped right, but no such day: the field's own reading must refuse it, not the engine throw.
  if (schema.format === 'date') return '2026-02-30';
  if (/\bzone\b/i.test(`${parameter.name} ${parameter.description ?? ''}`)) return 'Mars/Olympus';
  if (typeof schema.pattern === 'string') return '!';
  if (schema.type === 'integer' || schema.type === 'number') return 'many';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/** The good requests (with and without the people fields) and the bad ones, for one operation. */
export function requestsFor(
  path: string,
  parameters: readonly Parameter[],
  example: Readonly<Record<string, string>>,
): Request[] {
  const good = goodFields(path, parameters, example);
  const requests: Request[] = [{ label: 'the example', fields: good, expect: { statuses: [200] } }];
  const optionalPeople = parameters.filter((p) => namesPeople(p) && !p.required);
  // With a person instead of a birth: the required fields and the person, nothing else.
  const forPerson = Object.fromEntries(
    parameters.filter((p) => p.required && good[p.name]).map((p) => [p.name, good[p.name]]),
  ) as Record<string, string>;
  for (const parameter of optionalPeople) forPerson[parameter.name] = PERSON;
  if (optionalPeople.length > 0) {
    requests.push({ label: 'for a person', fields: forPerson, expect: { statuses: [200] } });
  }
  for (const parameter of parameters) {
    if (namesPeople(parameter)) {
      const fields = { ...forPerson, [parameter.name]: randomUUID() };
      // Nobody's, or someone else's: not found, or refused as a wrong value of the field.
      const expect = { statuses: [404, 400], field: parameter.name };
      requests.push({ label: `unknown ${parameter.name}`, fields, expect });
      continue;
    }
    const broken = brokenValue(parameter);
    if (broken !== undefined) {
      requests.push({
        label: `${parameter.name}=${broken.slice(0, 20)}`,
        fields: { ...good, [parameter.name]: broken },
        expect: { statuses: [400], field: parameter.name },
      });
    }
    if (parameter.required && parameter.in === 'query') {
      const fields = { ...good };
      delete fields[parameter.name];
      requests.push({
        label: `without ${parameter.name}`,
        fields,
        expect: { statuses: [400], field: parameter.name },
      });
    }
  }
  return requests;
}

/** `GET` target of `fields` on the path template, with `personId` for the people fields. */
export function targetOf(
  path: string,
  parameters: readonly Parameter[],
  fields: Readonly<Record<string, string>>,
  personId: string,
): string {
  const value = (name: string) => (fields[name] === PERSON ? personId : (fields[name] ?? ''));
  const inPath = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const target = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
  const query = new URLSearchParams(
    Object.keys(fields)
      .filter((name) => !inPath.has(name))
      .map((name) => [name, value(name)]),
  ).toString();
  return query ? `${target}?${query}` : target;
}
