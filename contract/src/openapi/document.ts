/**
 * The OpenAPI 3.1 document of the public API, generated from the endpoints' own schemas: the
 * same zod schemas validate every request and type every handler, so the document cannot drift
 * from what is served (docs/api.md). OpenAPI 3.1 takes JSON Schema 2020-12 as is.
 */
import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import { ErrorSchema } from '../shared/errors';

export const API_VERSION = '1.0.0';
export const API_PREFIX = '/api/v1';

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Every schema with an id (`.meta({ id })`) as a component, cross-references as `$ref`s. */
function components(): Json {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  // Each comes out as a document of its own ($schema, $id); inside components they are parts of
  // this document, whose dialect OpenAPI 3.1 sets, and an $id would rebase their $refs.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema, $id, ...rest } = schema as Json;
      void $schema;
      void $id;
      return [id, rest];
    }),
  );
}

function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every answer schema needs an id (.meta({ id }))');
  return id;
}

/** A request field as a parameter: its description lifted from the schema to the parameter. */
function parameter(name: string, field: z.ZodType, inPath: boolean, example?: string): Json {
  const { description, ...schema } = z.toJSONSchema(field, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  delete schema.$schema;
  // The parameter carries the example; on the schema too, a reference shows it twice.
  if (example !== undefined) delete schema.example;
  return {
    name,
    in: inPath ? 'path' : 'query',
    required: inPath || !field.safeParse(undefined).success,
    ...(description !== undefined && { description }),
    // The endpoint's own example request; `{person}` stands for an id only an account has.
    ...(example !== undefined && !example.startsWith('{') && { example }),
    schema,
  };
}

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref(idOf(ErrorSchema)) } },
});

function operation(endpoint: Endpoint): Json {
  const shape = endpoint.request.shape as Record<string, z.ZodType>;
  return {
    operationId: endpoint.name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    parameters: Object.entries(shape).map(([name, field]) =>
      parameter(name, field, endpoint.pathParams.includes(name), endpoint.example[name]),
    ),
    responses: {
      '200': {
        description: endpoint.summary,
        content: { 'application/json': { schema: ref(idOf(endpoint.answer)) } },
      },
      '400': problem('A request field is wrong: `inputError` names it'),
      '401': problem('No API key, or a key that is unknown or revoked'),
      '402': problem('The account’s plan does not include the public API'),
      '403': problem('The key’s owner may not read this'),
      '404': problem('No such person among the key owner’s people'),
      '429': {
        ...problem('Over the key’s or the account’s limit'),
        headers: {
          'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
        },
      },
    },
  };
}

/** The document for `endpoints`, served at /api/v1/openapi.json. */
export function openApiDocument(endpoints: readonly Endpoint[], serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    paths[`${API_PREFIX}${endpoint.path}`] = { get: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tongshu public API',
      version: API_VERSION,
      summary:
        'The Chinese almanac, Qi Men Dun Jia, Bazi and date selection, in Chinese and English',
      description:
        'Every term is `{ "zh": ..., "en": ... }`, every date ISO 8601, every zone an IANA name. ' +
        'Authenticate with `Authorization: Bearer tsk_...` (a key from the API keys page of your ' +
        'account). Limits, errors and versioning: the /developers page.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components(),
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tsk_…',
          description: 'An API key',
        },
      },
    },
  };
}
