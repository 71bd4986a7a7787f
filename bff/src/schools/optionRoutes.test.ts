/** GET /api/schools/options: the engine's SCHOOL_OPTIONS for the web app's "Your school" card. */
import { SCHOOL_OPTIONS } from '@tongshu/engine';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';

describe(`GET /api/schools/options on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers signed-in users with the engine's words, unchanged", async () => {
    expect((await server.call('GET', '/api/schools/options')).status).toBe(401);
    const { token } = await signedUpOwner(server, 'free', false);
    const answer = await server.call('GET', '/api/schools/options', undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(JSON.parse(JSON.stringify(SCHOOL_OPTIONS)));
    expect(answer.body.data.dayChange.choices[1]).toMatchObject({
      value: 'midnight',
      zh: '早子/晚子',
    });
  });
});
