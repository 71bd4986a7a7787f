/**
 * Standard validators over a served OpenAPI document: the document against the OpenAPI 3.1
 * schema (@seriousme/openapi-schema-validator), an answer against the schema the document gives
 * for its status (Ajv, JSON Schema 2020-12, the dialect OpenAPI 3.1 takes as it is).
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** The document's own address, so that its `#/components/...` references resolve inside it. */
const DOCUMENT = 'https://tongshu.invalid/api/v1/openapi.json';

/**
 * The OpenAPI 3.1 schema's complaints about `document` (none when it is valid). The validator is
 * an ES module (it reads its schemas by `import.meta.url`), which jest's CommonJS runtime cannot
 * load, so a node of its own runs it.
 */
export function openApiProblems(document: unknown): Promise<unknown[]> {
  const entry = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
  const script = `
    import { Validator } from ${JSON.stringify(entry)};
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const result = await new Validator().validate(JSON.parse(text));
    process.stdout.write(JSON.stringify(result));`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stderr}`));
        const { valid, errors } = JSON.parse(stdout) as { valid: boolean; errors?: unknown };
        resolve(valid ? [] : Array.isArray(errors) ? errors : [errors]);
      },
    );
    child.stdin?.end(JSON.stringify(document));
  });
}

/** `$ref: '#/...'` read as a reference into the document, wherever the schema is compiled. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${DOCUMENT}${value}`
        : anchored(value),
    ]),
  );
}

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly json: unknown;
}

/**
 * A checker of answers against `document`: `problems(path, answer)` lists what is wrong with the
 * answer `GET path` gave (an undocumented status, a body outside its schema), empty when nothing.
 */
export function answerChecker(document: Json) {
  // Strict: a keyword Ajv does not know (a typo in a schema) is an error, not silently ignored.
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // OpenAPI's annotations, and the document's own members around its schemas.
  for (const keyword of ['example', 'components', 'schemas']) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: DOCUMENT, components: document.components });
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as Json);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (path: string, answer: Answer): string[] => {
    const operation = (document.paths as Record<string, { get?: Json } | undefined>)[path]?.get;
    if (!operation) return [`no GET ${path} in the document`];
    const responses = operation.responses as Record<string, Json | undefined>;
    const response = responses[String(answer.status)] ?? responses.default;
    if (!response) return [`status ${answer.status} is not documented for ${path}`];
    const type = String(answer.headers['content-type'] ?? '');
    const content = response.content as Record<string, { schema: unknown }> | undefined;
    const media = content?.['application/json'];
    if (!media) return content ? [`${answer.status}: no JSON answer documented`] : [];
    if (!type.startsWith('application/json')) return [`${answer.status}: answered as ${type}`];
    const validate = validatorOf(media.schema);
    if (validate(answer.json)) return [];
    return (validate.errors ?? []).map(
      (error) => `${answer.status} ${error.instancePath || '/'} ${error.message ?? ''}`,
    );
  };
}
