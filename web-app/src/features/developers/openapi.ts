/**
 * The parts of an OpenAPI 3.1 document the reference draws (the served one is built by
 * contract/src/openapi from the endpoints' schemas), and how it reads them: operations grouped
 * by tag, `$ref`s resolved to their named component, a schema's type in a few words.
 */

export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly description?: string;
  readonly example?: unknown;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly additionalProperties?: Schema | boolean;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
}

export interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly example?: unknown;
  readonly schema?: Schema;
}

/** A request body or an answer: its description and schema per media type. */
export interface Content {
  readonly description?: string;
  readonly required?: boolean;
  readonly content?: Readonly<Record<string, { readonly schema?: Schema }>>;
}

export interface Operation {
  readonly operationId?: string;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: Content;
  readonly responses?: Readonly<Record<string, Content>>;
}

export interface SecurityScheme {
  readonly type: string;
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly description?: string;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly summary?: string;
    readonly description?: string;
  };
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly tags?: readonly { readonly name: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, Schema>>;
    readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
  };
}

/** One operation where the reference draws it: its method, path, names and anchor. */
export interface OperationEntry {
  readonly method: string;
  readonly path: string;
  /** `GET /api/v1/bazi`. */
  readonly label: string;
  /** Its summary, or its label when it has none. */
  readonly title: string;
  readonly anchor: string;
  readonly operation: Operation;
}

/** The keys of a path item that are operations (the others are shared parameters, servers…). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations without a tag, grouped last. */
const UNTAGGED = 'Other';

/** Every operation under its first tag, the tags in the document's order. */
export function operationsByTag(document: OpenApiDocument): [string, OperationEntry[]][] {
  const groups = new Map<string, OperationEntry[]>(
    (document.tags ?? []).map(({ name }) => [name, []]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method}-${operation.operationId ?? path}`;
      const label = `${method.toUpperCase()} ${path}`;
      const entry = {
        method,
        path,
        label,
        title: operation.summary ?? label,
        anchor: `op-${key.replace(/[^\w-]+/g, '-')}`,
        operation,
      };
      const tag = operation.tags?.[0] ?? UNTAGGED;
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  return [...groups].filter(([, entries]) => entries.length > 0);
}

const COMPONENT = '#/components/schemas/';

/** The schema a `$ref` points at, with its component's name; any other schema as it is. */
export function resolve(
  document: OpenApiDocument,
  schema: Schema,
): { readonly name?: string; readonly schema: Schema } {
  if (!schema.$ref?.startsWith(COMPONENT)) return { schema };
  const name = schema.$ref.slice(COMPONENT.length);
  return { name, schema: document.components?.schemas?.[name] ?? {} };
}

/** The alternatives of a schema that may be one of several (`anyOf`, `oneOf`). */
const alternatives = (schema: Schema) => schema.anyOf ?? schema.oneOf;

/** A schema's type in a few words: `AlmanacDay`, `string (date)`, `array of Term`, `… or null`. */
export function typeLabel(document: OpenApiDocument, schema: Schema): string {
  const { name, schema: target } = resolve(document, schema);
  if (name) return name;
  const either = alternatives(target);
  if (either) return either.map((part) => typeLabel(document, part)).join(' or ');
  if (target.allOf) return target.allOf.map((part) => typeLabel(document, part)).join(' and ');
  if (target.const !== undefined) return JSON.stringify(target.const);
  const types = typeof target.type === 'string' ? [target.type] : (target.type ?? []);
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array' && target.items) return `array of ${typeLabel(document, target.items)}`;
      if (
        type === 'object' &&
        !target.properties &&
        typeof target.additionalProperties === 'object'
      )
        return `map of ${typeLabel(document, target.additionalProperties)}`;
      return target.format ? `${type} (${target.format})` : type;
    })
    .join(' or ');
}

/**
 * The object whose fields a reader can open under a schema: the schema itself, its items, its
 * map's values or the one of its alternatives that has fields; none for a plain value.
 */
export function fieldsOf(document: OpenApiDocument, schema: Schema): Schema | undefined {
  const target = resolve(document, schema).schema;
  if (target.properties) return target;
  if (target.items) return fieldsOf(document, target.items);
  if (typeof target.additionalProperties === 'object')
    return fieldsOf(document, target.additionalProperties);
  for (const part of alternatives(target) ?? target.allOf ?? []) {
    const fields = fieldsOf(document, part);
    if (fields) return fields;
  }
  return undefined;
}

/** An example value as a reader would type it: strings bare, anything else as JSON. */
export const exampleText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);
