/**
 * The feeds' door in front of the app (feedDoor.ts): a feed link in its plain form is answered
 * before Koa, with the fields and bytes the app's own route gives the same feed; everything else,
 * every refusal included, is still the app's. The door makes no request id (it logs nothing), so
 * an answer without one is the door's, and one with an id is the app's.
 */
import { fieldsWithoutDate } from '@tongshu/test-support';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';

describe(`the feeds' door on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing kept: every answer below is built anew, by the door or by the app.
    server = await startTestServer({ SESSION_CACHE_MS: '0' });
  });
  afterAll(() => server.close());

  function get(path: string, headers: Record<string, string> = {}) {
    return server.request.get(path).set(headers).buffer(true);
  }

  it("answers a plain link itself, with the app's fields and bytes for the same feed", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const plain = `/download/ical/personalpro/${owner.icalId}`;
    const door = await get(plain);
    expect(door.status).toBe(200);
    expect(door.headers['x-request-id']).toBeUndefined();
    // The same link in forms the router matches and the door leaves alone.
    for (const path of [`${plain}/`, plain.replace('/download/', '/Download/')]) {
      const app = await get(path);
      expect(app.status).toBe(200);
      expect(app.headers['x-request-id']).toBeDefined();
      expect(fieldsWithoutDate(door.headers)).toEqual(fieldsWithoutDate(app.headers));
      expect(door.text).toBe(app.text);
    }
    const plainBytes = await get(plain, { 'accept-encoding': 'identity' });
    const appBytes = await get(`${plain}/`, { 'accept-encoding': 'identity' });
    expect(fieldsWithoutDate(plainBytes.headers)).toEqual(fieldsWithoutDate(appBytes.headers));
    expect(plainBytes.headers['content-encoding']).toBeUndefined();
  });

  it('answers a conditional request as the app does, and echoes a balancer id', async () => {
    const owner = await signedUpOwner(server, 'tongshu', false);
    const plain = `/download/ical/tongshueng/${owner.icalId}`;
    const { etag } = (await get(plain)).headers;
    const door = await get(plain, { 'if-none-match': String(etag) });
    const app = await get(`${plain}/`, { 'if-none-match': String(etag) });
    expect([door.status, app.status]).toEqual([304, 304]);
    expect(fieldsWithoutDate(door.headers)).toEqual(fieldsWithoutDate(app.headers));
    const given = await get(plain, { 'x-request-id': 'balancer-7' });
    expect(given.headers['x-request-id']).toBe('balancer-7');
  });

  it('leaves refusals, other methods, CORS requests and other feeds to the app', async () => {
    const owner = await signedUpOwner(server, 'simple', false);
    const own = (kind: string) => `/download/ical/${kind}/${owner.icalId}`;
    const refused = await get(own('personalpro'));
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your plan does not include the Personal Pro (day) calendar');
    expect(refused.headers['x-request-id']).toBeDefined();
    const unknown = await get('/download/ical/tongshueng/no-such-link');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No such calendar']);
    const noBirth = await get(own('personalsim'));
    expect([noBirth.status, noBirth.body.inputError]).toEqual([400, 'birth_date']);
    const head = await server.request.head(own('tongshueng'));
    expect(head.status).toBe(200);
    expect(head.headers['x-request-id']).toBeDefined();
    const cors = await get(own('tongshueng'), { origin: 'https://elsewhere.example' });
    expect(cors.status).toBe(200);
    expect(cors.headers.vary).toContain('Origin');
    expect(cors.headers['x-request-id']).toBeDefined();
    for (const kind of ['selected', 'household']) {
      expect((await get(own(kind))).headers['x-request-id']).toBeDefined();
    }
  });
});
