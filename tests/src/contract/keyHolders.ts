/**
 * The public API's callers in the contract tests: Pro owners with the internal team's grant (the
 * Qi Men and 3VV charts are theirs), one person each and an API key, made through the product's
 * own routes. A key serves a bounded number of requests, then the next owner's takes over, so
 * that the per-key and per-account limits never answer in place of the endpoint under test.
 */
import { randomBytes } from 'node:crypto';
import type { Bff } from '../support/bffProcess';
import { grantTeamFlags, signUp } from '../support/people';

/** Under the per-key limit (60 a minute, docs/security.md) and far under the account's. */
const USES_PER_KEY = 50;

/** A birth with a known hour, so that every chart of the person can be drawn. */
const CLIENT = { name: 'Client', gender: 1, birth_date: '1988-02-04', birth_time: '06:15' };

export interface KeyHolder {
  /** The owner's session token (for the account's own routes). */
  readonly token: string;
  readonly key: string;
  /** The id of the owner's one person. */
  readonly personId: string;
}

function expectCreated(what: string, answer: { status: number; text: string }): void {
  if (answer.status !== 201) throw new Error(`${what}: ${answer.status} ${answer.text}`);
}

async function newHolder(bff: Bff, operatorToken: string, n: number): Promise<KeyHolder> {
  const label = `contract-${n}`;
  const owner = await signUp(bff, label);
  const { id, email, permission } = owner;
  const code = `contract-${randomBytes(4).toString('hex')}`;
  await grantTeamFlags(bff, operatorToken, { id, name: label, email, permission }, code);
  const person = await bff.call('POST', '/api/people', CLIENT, owner.token);
  expectCreated('person', person);
  const made = await bff.call('POST', '/api/account/keys', { name: 'Contract' }, owner.token);
  expectCreated('API key', made);
  return {
    token: owner.token,
    key: String(made.json.data.key),
    personId: String(person.json.data.id),
  };
}

/** `next()`: the holder whose key sends the next request. */
export function keyHolders(bff: Bff, operatorToken: string) {
  let made = 0;
  let uses = 0;
  let current: Promise<KeyHolder> | undefined;
  return {
    next(): Promise<KeyHolder> {
      if (!current || uses >= USES_PER_KEY) {
        made += 1;
        uses = 0;
        current = newHolder(bff, operatorToken, made);
      }
      uses += 1;
      return current;
    },
  };
}
