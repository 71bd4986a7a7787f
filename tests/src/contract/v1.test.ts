/**
 * The public API's contract end to end (issue 36), on the built bff: the document served at
 * /api/v1/openapi.json validates as OpenAPI 3.1, and every path in it answers a good request, bad
 * ones (a malformed or unknown value, a missing field, someone else's person) and requests without
 * a working key exactly as it documents, each answer validated against the document's schema for
 * its status by a standard validator. The requests come from the document itself (requests.ts),
 * so an endpoint added to the contract is tested without a line here, and one that is not
 * exercised fails the last test.
 */
import { randomBytes } from 'node:crypto';
import { API_PREFIX, ENDPOINTS } from '@tongshu/contract';
import { backend, bffForFile } from '../support/bffProcess';
import type { RawResponse } from '../support/http';
import { operator } from '../support/people';
import { keyHolders } from './keyHolders';
import { answerChecker, openApiProblems } from './openApi';
import { goodFields, parametersOf, requestsFor, targetOf, type Request } from './requests';

type Json = Record<string, unknown>;

/** Every endpoint of the contract, by its path in the document, with its example request. */
const EXAMPLES = new Map(
  ENDPOINTS.map((endpoint) => [API_PREFIX + endpoint.path, endpoint.example]),
);
const PATHS = [...EXAMPLES.keys()];

/** A request as a failure names it: what it tries and its target, overlong values cut. */
const named = (label: string, target: string) => `${label}: GET ${target.slice(0, 200)}`;

/** What an answer showed, in one object, so that a failure prints all of it. */
function seen(what: string, answer: RawResponse, problems: string[]) {
  const json = (answer.json ?? {}) as Json;
  return {
    what,
    status: answer.status,
    problems,
    ...(answer.status >= 400 && { message: typeof json.message }),
    ...(answer.status === 400 && { inputError: json.inputError }),
  };
}

/** The same object as `seen` gives for an answer that meets `expected`. */
function wanted(what: string, answer: RawResponse, expected: Request['expect']) {
  const status = expected.statuses.includes(answer.status) ? answer.status : expected.statuses[0];
  return {
    what,
    status,
    problems: [],
    ...(status !== undefined && status >= 400 && { message: 'string' }),
    ...(status === 400 && { inputError: expected.field }),
  };
}

describe(`the public API's contract (${backend})`, () => {
  let document: Json;
  let problemsOf: ReturnType<typeof answerChecker>;
  let holders: ReturnType<typeof keyHolders>;
  const exercised = new Set<string>();

  // Not a hardening suite: nothing to add to the hostile tally.
  const shared = bffForFile({ report: () => undefined }, async ({ bff }) => {
    // Public: no key, no session.
    const served = await bff.call('GET', `${API_PREFIX}/openapi.json`);
    if (served.status !== 200) throw new Error(`openapi.json: ${served.status} ${served.text}`);
    document = served.json as Json;
    problemsOf = answerChecker(document);
    holders = keyHolders(bff, (await operator(bff)).token);
  });

  it('serves a document the OpenAPI 3.1 schema accepts', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(await openApiProblems(document)).toEqual([]);
  });

  it('documents every endpoint of the contract', () => {
    expect(PATHS.filter((path) => !(path in (document.paths as Json)))).toEqual([]);
  });

  it.each(PATHS)(
    '%s answers good and bad requests as documented',
    async (path) => {
      const parameters = parametersOf(document, path);
      const example = EXAMPLES.get(path) ?? {};
      for (const request of requestsFor(path, parameters, example)) {
        const holder = await holders.next();
        const target = targetOf(path, parameters, request.fields, holder.personId);
        const answer = await shared.bff.call('GET', target, undefined, holder.key);
        const what = named(request.label, target);
        expect(seen(what, answer, problemsOf(path, answer))).toEqual(
          wanted(what, answer, request.expect),
        );
      }

      // The same good request without a working key: no key, an unknown one, a session token.
      const holder = await holders.next();
      const fields = goodFields(path, parameters, example);
      const target = targetOf(path, parameters, fields, holder.personId);
      const unknownKey = `tsk_${randomBytes(32).toString('base64url')}`;
      for (const [label, token] of [
        ['no key', undefined],
        ['an unknown key', unknownKey],
        ['a session token', holder.token],
      ] as const) {
        const answer = await shared.bff.call('GET', target, undefined, token);
        const what = named(label, target);
        expect(seen(what, answer, problemsOf(path, answer))).toEqual(
          wanted(what, answer, { statuses: [401] }),
        );
      }
      exercised.add(path);
    },
    // A dozen requests, some judging a month of days, and perhaps a new key holder first.
    60000,
  );

  it('exercised every path of the served document', () => {
    expect(Object.keys(document.paths as Json).filter((path) => !exercised.has(path))).toEqual([]);
  });
});
