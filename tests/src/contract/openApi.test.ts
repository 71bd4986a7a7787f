/**
 * The contract tests' own tools, on a small hand-made document: the requests made from its
 * parameters, and the answer checker's verdicts (the end-to-end file trusts both).
 */
import { answerChecker, openApiProblems } from './openApi';
import { parametersOf, PERSON, requestsFor, targetOf } from './requests';

const PATH = '/api/v1/day/{date}';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1.0.0' },
  paths: {
    [PATH]: {
      get: {
        parameters: [
          { name: 'date', in: 'path', required: true, schema: { type: 'string', format: 'date' } },
          { name: 'kind', in: 'query', required: true, schema: { enum: ['hour', 'day'] } },
          { name: 'person', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'note', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The day',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Day' } } },
          },
          '400': {
            description: 'A wrong field',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Term: {
        type: 'object',
        properties: { zh: { type: 'string' }, en: { type: 'string' } },
        required: ['zh', 'en'],
        additionalProperties: false,
      },
      Day: {
        type: 'object',
        properties: {
          start: { type: 'string', format: 'date-time' },
          officer: { $ref: '#/components/schemas/Term' },
        },
        required: ['start', 'officer'],
        example: { start: '2026-11-27T00:00:00+01:00', officer: { zh: '建', en: 'Establish' } },
      },
      Error: {
        type: 'object',
        properties: { message: { type: 'string' }, inputError: { type: 'string' } },
        required: ['message'],
      },
    },
  },
};

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the contract tests’ tools', () => {
  const parameters = parametersOf(DOCUMENT, PATH);

  it('makes a good request, one for a person and one bad request per breakable field', () => {
    const requests = requestsFor(PATH, parameters, { date: '2026-11-27', note: 'hi' });
    expect(requests.map((request) => [request.label, request.fields, request.expect])).toEqual([
      ['the example', { date: '2026-11-27', kind: 'hour', note: 'hi' }, { statuses: [200] }],
      ['for a person', { date: '2026-11-27', kind: 'hour', person: PERSON }, { statuses: [200] }],
      [
        'date=2026-02-30',
        { date: '2026-02-30', kind: 'hour', note: 'hi' },
        { statuses: [400], field: 'date' },
      ],
      [
        'kind=not-a-choice',
        { date: '2026-11-27', kind: 'not-a-choice', note: 'hi' },
        { statuses: [400], field: 'kind' },
      ],
      ['without kind', { date: '2026-11-27', note: 'hi' }, { statuses: [400], field: 'kind' }],
      [
        'unknown person',
        { date: '2026-11-27', kind: 'hour', person: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        { statuses: [404, 400], field: 'person' },
      ],
    ]);
    const forPerson = requests[1]?.fields ?? {};
    expect(targetOf(PATH, parameters, forPerson, 'p 1')).toBe(
      '/api/v1/day/2026-11-27?kind=hour&person=p+1',
    );
  });

  it('refuses a document without an example for a required field', () => {
    const undocumented = parameters.map((p) => (p.name === 'kind' ? { ...p, schema: {} } : p));
    expect(() => requestsFor(PATH, undocumented, { date: '2026-11-27' })).toThrow(
      `${PATH}: no example for kind`,
    );
  });

  it('checks answers against the schema of their status, references resolved', () => {
    const problemsOf = answerChecker(DOCUMENT);
    const day = { start: '2026-11-27T00:00:00+01:00', officer: { zh: '建', en: 'Establish' } };
    expect(problemsOf(PATH, { status: 200, headers: json, json: day })).toEqual([]);
    const wrong = { start: '2026-11-27 00:00', officer: { zh: '建' } };
    expect(problemsOf(PATH, { status: 200, headers: json, json: wrong })).toEqual([
      '200 /start must match format "date-time"',
      "200 /officer must have required property 'en'",
    ]);
    expect(problemsOf(PATH, { status: 400, headers: json, json: { inputError: 'kind' } })).toEqual([
      "400 / must have required property 'message'",
    ]);
    expect(problemsOf(PATH, { status: 500, headers: json, json: {} })).toEqual([
      `status 500 is not documented for ${PATH}`,
    ]);
    expect(problemsOf('/api/v1/none', { status: 200, headers: json, json: day })).toEqual([
      'no GET /api/v1/none in the document',
    ]);
    const text = { 'content-type': 'text/plain' };
    expect(problemsOf(PATH, { status: 200, headers: text, json: day })).toEqual([
      '200: answered as text/plain',
    ]);
  });

  it('validates the document as OpenAPI 3.1, and names what is wrong', async () => {
    expect(await openApiProblems(DOCUMENT)).toEqual([]);
    const broken = { ...DOCUMENT, paths: { [PATH]: { get: { responses: 'none' } } } };
    expect(await openApiProblems(broken)).toEqual([
      expect.objectContaining({
        instancePath: `/paths/${PATH.replace(/\//g, '~1')}/get/responses`,
      }),
    ]);
  });
});
