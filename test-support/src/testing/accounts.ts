/** Signed-up people for route tests: an owner on a plan, optionally with birth data. */
import { freshAddress } from './freshAddress';
import { uniqueEmail, type JsonResponse, type TestServer } from './testServer';

export interface Person {
  readonly token: string;
  readonly id: string;
  readonly accountId: string;
  readonly icalId: string;
  readonly email: string;
}

export const BIRTH = { gender: 1, birth_date: '1990-05-15', birth_time: '14:30' } as const;

/**
 * POST /api/account from an address of its own, as people sign up: sign-ups are limited per
 * client address, and a test server makes more of them than one address may.
 */
export function signUpRequest(server: TestServer, body: unknown): Promise<JsonResponse> {
  return server.call('POST', '/api/account', body, undefined, freshAddress());
}

/** An owner signed up on `plan` (offline billing assigns it), with BIRTH in the profile if asked. */
export async function signedUpOwner(
  server: TestServer,
  plan = 'pro',
  withBirth = true,
): Promise<Person> {
  const email = uniqueEmail(plan);
  const created = await signUpRequest(server, {
    name: 'Owner',
    email,
    password: 'Secret123',
    plan,
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const { token, id, account_id: accountId, ical_id: icalId } = created.body.data;
  if (withBirth) {
    const saved = await server.call(
      'PATCH',
      '/api/account',
      { name: 'Owner', email, ...BIRTH },
      token,
    );
    if (saved.status !== 200) throw new Error(`profile failed: ${JSON.stringify(saved.body)}`);
  }
  return { token, id, accountId, icalId, email };
}

/** Sets the account's subscription status directly (a lapsed or cancelled subscription). */
export async function setSubscriptionStatus(server: TestServer, accountId: string, status: string) {
  await server.db.knex('subscriptions').where({ account_id: accountId }).update({ status });
}

export async function setPermission(server: TestServer, userId: string, permission: string) {
  await server.db.knex('users').where({ id: userId }).update({ permission });
}

/** The operator (made master) and an owner, both on the free plan: their tokens. */
export async function masterAndOwner(
  server: TestServer,
): Promise<{ master: string; owner: string }> {
  const operator = await signedUpOwner(server, 'free', false);
  await setPermission(server, operator.id, 'master');
  return { master: operator.token, owner: (await signedUpOwner(server, 'free', false)).token };
}

/** A new API key of the account of the owner or admin `token` (issue 36): its id and the key. */
export async function newApiKey(
  server: TestServer,
  token: string,
  name = 'Test key',
): Promise<{ id: string; key: string }> {
  const made = await server.call('POST', '/api/account/keys', { name }, token);
  if (made.status !== 201) throw new Error(`API key: ${JSON.stringify(made.body)}`);
  return { id: made.body.data.id, key: made.body.data.key };
}
