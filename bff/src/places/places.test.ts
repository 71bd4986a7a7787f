/** Birth place search over city-timezones' cities (Natural Earth): zone and longitude per city. */
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { searchPlaces } from './placeSearch';

describe('birth place search', () => {
  it('finds London, United Kingdom first, with its zone and longitude', () => {
    const [first] = searchPlaces('london');
    expect(first).toMatchObject({
      city: 'London',
      country: 'United Kingdom',
      zone: 'Europe/London',
    });
    expect(first?.longitude).toBeCloseTo(-0.12, 1);
  });

  it('finds places without their accents and gives at most ten', () => {
    expect(searchPlaces('sao paulo')[0]).toMatchObject({ zone: 'America/Sao_Paulo' });
    expect(searchPlaces('san').length).toBe(10);
  });

  it('refuses a query too short or not text', () => {
    expect(() => searchPlaces('l')).toThrow('Please type at least two letters of the place');
    expect(() => searchPlaces(['london'])).toThrow();
  });

  describe(`GET /api/places on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('answers signed-in users only', async () => {
      expect((await server.call('GET', '/api/places?q=beijing')).status).toBe(401);
      const { token } = await signedUpOwner(server, 'free', false);
      const answer = await server.call('GET', '/api/places?q=beijing', undefined, token);
      expect(answer.body.data[0]).toMatchObject({ city: 'Beijing', zone: 'Asia/Shanghai' });
      const short = await server.call('GET', '/api/places?q=b', undefined, token);
      expect(short.body.inputError).toBe('q');
    });
  });
});
