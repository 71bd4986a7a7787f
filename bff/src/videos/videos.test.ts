/** Video addresses: the operator sets embed addresses on the supported hosts; anyone reads them. */
import { masterAndOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { EMBED_ONLY } from './videoService';

describe(`videos on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  let master: string;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ master, owner } = await masterAndOwner(server));
  });
  afterAll(() => server.close());

  it('has no address for any video until the operator gives one (the app shows its own)', async () => {
    const { status, body } = await server.call('GET', '/api/videos');
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual([
      'intro',
      'ios',
      'android',
      'google',
      'outlook-web',
      'tongshu',
      'simple-ical',
      'pro-ical',
    ]);
    expect(Object.values(body.data).every((url) => url === null)).toBe(true);
  });

  it('saves embed addresses on the supported hosts, clears one with an empty value, audited', async () => {
    const saved = await server.call(
      'PATCH',
      '/api/master/videos',
      {
        intro: 'https://www.youtube-nocookie.com/embed/abc123',
        ios: 'https://player.vimeo.com/video/42',
      },
      master,
    );
    expect(saved.status).toBe(200);
    const read = await server.call('GET', '/api/videos');
    expect(read.body.data).toMatchObject({
      intro: 'https://www.youtube-nocookie.com/embed/abc123',
      ios: 'https://player.vimeo.com/video/42',
      android: null,
    });
    await server.call('PATCH', '/api/master/videos', { ios: '' }, master);
    expect((await server.call('GET', '/api/videos')).body.data.ios).toBeNull();
    const entries = await server.db.knex('audit_log').where({ action: 'settings.videos' });
    expect(entries).toHaveLength(2);
  });

  it.each([
    ['another host', 'https://evil.example.com/embed/x'],
    ['plain http', 'http://www.youtube-nocookie.com/embed/x'],
    ['not a URL', 'youtube'],
    ['a script', 'javascript:alert(1)'],
    ['a number', 42],
  ])('refuses %s with a 400 naming the video', async (_, value) => {
    const answer = await server.call('PATCH', '/api/master/videos', { google: value }, master);
    expect(answer).toEqual({ status: 400, body: { message: EMBED_ONLY, inputError: 'google' } });
  });

  it('lets nobody but the operator set them', async () => {
    const body = { intro: 'https://player.vimeo.com/video/1' };
    expect((await server.call('PATCH', '/api/master/videos', body, owner)).status).toBe(403);
    expect((await server.call('PATCH', '/api/master/videos', body)).status).toBe(401);
  });

  it('allows frames from the supported video hosts in the content security policy', async () => {
    const answer = await server.request.get('/api/videos');
    const frames = /frame-src ([^;]+)/.exec(answer.headers['content-security-policy'] ?? '')?.[1];
    expect(frames).toContain('https://www.youtube-nocookie.com');
    expect(frames).toContain('https://player.vimeo.com');
  });
});
