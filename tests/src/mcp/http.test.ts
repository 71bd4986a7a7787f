/**
 * MCP over Streamable HTTP on the product as `npm start` runs it (issue 36): a Pro owner makes an
 * API key on /api/account/keys, and the SDK's own client, sending it as a bearer, lists every
 * tool (people included) and calls each; without a key, or once it is revoked, the connection
 * is refused with 401.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expectEveryToolAnswers } from '@tongshu/test-support/server';
import { bffForFile, type Bff } from '../support/bffProcess';
import { grantTeamFlags, operator, signUp, type Person } from '../support/people';

const CLIENT_BIRTH = { gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

describe('MCP at /mcp with an API key', () => {
  let bff: Bff;
  let owner: Person;
  let personId: string;

  bffForFile({ report: () => undefined }, async (shared) => {
    ({ bff } = shared);
    owner = await signUp(bff, 'mcp-owner');
    // Qi Men and 3VV charts are the internal team's (spec section 6): every tool answers.
    const master = await operator(bff);
    const user = { id: owner.id, name: 'mcp-owner', email: owner.email, permission: 'owner' };
    await grantTeamFlags(bff, master.token, user, `MCP${owner.id.slice(0, 6)}`);
    const added = await bff.call(
      'POST',
      '/api/people',
      { name: 'Client', ...CLIENT_BIRTH },
      owner.token,
    );
    if (added.status !== 201) throw new Error(`person: ${added.status} ${added.text}`);
    personId = String(added.json.data.id);
  });

  /** A new key of the owner's: its id (to revoke it) and the key, shown this once. */
  async function keyOf(name: string): Promise<{ id: string; key: string }> {
    const made = await bff.call('POST', '/api/account/keys', { name }, owner.token);
    if (made.status !== 201) throw new Error(`key: ${made.status} ${made.text}`);
    const data = (made.json.data ?? made.json) as { id: unknown; key: unknown };
    return { id: String(data.id), key: String(data.key) };
  }

  async function clientWith(key?: string): Promise<Client> {
    const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
    const client = new Client({ name: 'tests-mcp', version: '1.0.0' });
    const url = new URL(`${bff.base}/mcp`);
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return client;
  }

  it('lists every tool and calls each for the key owner', async () => {
    const { key } = await keyOf('MCP client');
    const client = await clientWith(key);
    await expectEveryToolAnswers(client, personId);
    await client.close();
  });

  it('refuses a connection without a key, and with a revoked one, with 401', async () => {
    await expect(clientWith()).rejects.toMatchObject({ code: 401 });
    const revoked = await keyOf('Revoked');
    const gone = await bff.call(
      'DELETE',
      `/api/account/keys/${revoked.id}`,
      undefined,
      owner.token,
    );
    expect(gone.status).toBe(200);
    await expect(clientWith(revoked.key)).rejects.toMatchObject({ code: 401 });
  });
});
