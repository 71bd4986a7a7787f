/**
 * /mcp on the app as it is mounted, with a real API key: the SDK's own client over Streamable
 * HTTP lists every endpoint, people included, and calls each for the key's owner; a client
 * without a key, GET and DELETE, and a POST that is no MCP message are refused.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  expectEveryToolAnswers,
  signedUpOwner,
  startTestServer,
  textOf,
  type TestServer,
} from '@tongshu/test-support/server';
import { createApp } from '../app';

describe(`/mcp over Streamable HTTP (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  // The test server's app listens where supertest alone reaches it: a second one, same database.
  let listener: Server;
  let url: URL;
  let key: string;
  let personId: string;
  let strangerPersonId: string;

  async function personOf(token: string, name: string): Promise<string> {
    const body = { name, gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };
    const added = await server.call('POST', '/api/people', body, token);
    if (added.status !== 201) throw new Error(`person: ${added.status}`);
    return String(added.body.data.id);
  }

  async function clientWith(bearer?: string): Promise<Client> {
    const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
    const client = new Client({ name: 'bff-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return client;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await signedUpOwner(server);
    // Qi Men and 3VV charts are the internal team's (spec section 6).
    await server.db.knex('users').where({ id: owner.id }).update({ internal_team: true });
    personId = await personOf(owner.token, 'Client');
    strangerPersonId = await personOf((await signedUpOwner(server)).token, 'Stranger');
    const made = await server.call('POST', '/api/account/keys', { name: 'MCP' }, owner.token);
    if (made.status !== 201) throw new Error(`key: ${made.status}`);
    key = String(made.body.data.key);
    listener = createApp(server.config, server.db).listen(0);
    url = new URL(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/mcp`);
  });

  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await server.close();
  });

  it('lists every endpoint, people included, and answers each for the key owner', async () => {
    const client = await clientWith(key);
    await expectEveryToolAnswers(client, personId);
    await client.close();
  });

  it('reads the owner’s own person, and nobody else’s', async () => {
    const client = await clientWith(key);
    const own = (await client.callTool({
      name: 'almanac_day',
      arguments: { date: '2026-11-27', person: personId },
    })) as CallToolResult;
    expect(own.structuredContent).toMatchObject({ personal: expect.anything() });
    const other = (await client.callTool({
      name: 'person',
      arguments: { id: strangerPersonId },
    })) as CallToolResult;
    expect(other.isError).toBe(true);
    expect(textOf(other)).toMatch(/not found/i);
    await client.close();
  });

  it('refuses a client without a key, or with a session token, with 401', async () => {
    await expect(clientWith()).rejects.toMatchObject({ code: 401 });
    const owner = await signedUpOwner(server);
    await expect(clientWith(owner.token)).rejects.toMatchObject({ code: 401 });
  });

  it('answers GET and DELETE with 405, and a POST that is no MCP message with 4xx', async () => {
    const headers = { Authorization: `Bearer ${key}` };
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(url, { method, headers });
      expect({ method, status: answer.status }).toEqual({ method, status: 405 });
      expect(answer.headers.get('allow')).toBe('POST');
    }
    const post = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
