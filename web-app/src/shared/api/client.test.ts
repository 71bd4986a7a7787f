import { GLITCH, RequestError } from '@tongshu/web-ui';
import { fakeServer, signedInAs, testUser } from '../../testing/renderApp';
import { api, apiRequest } from './client';

describe('api client', () => {
  it('sends JSON with the bearer token of the signed-in user', async () => {
    signedInAs(testUser({ token: 'abc' }));
    const calls = fakeServer(() => ({ body: { message: 'Message Sent' } }));
    const response = await api.post('/api/utility/mail', { name: 'Ann' });
    expect(response).toEqual({ message: 'Message Sent' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/utility/mail',
      body: { name: 'Ann' },
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
    });
  });

  it('sends no token when signed out and no body with GET', async () => {
    const calls = fakeServer(() => ({ body: { data: [] } }));
    await api.get('/api/account/plans');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toBeUndefined();
  });

  it("throws the server's message, inputError, status and body", async () => {
    fakeServer(() => ({
      status: 402,
      body: { message: 'Upgrade needed', plan: 'pro', inputError: 'plan' },
    }));
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 402, message: 'Upgrade needed', inputError: 'plan' });
    expect(error.body.plan).toBe('pro');
  });

  it('uses the default message when the server gives none or cannot be reached', async () => {
    fakeServer(() => ({ status: 500 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500, message: GLITCH });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest({ method: 'GET', url: '/x', body: {} })).rejects.toMatchObject({
      status: 0,
      message: GLITCH,
    });
  });

  it('sends multipart form data when files are attached', async () => {
    const calls = fakeServer(() => ({ body: {} }));
    await apiRequest({
      method: 'POST',
      url: '/api/upload',
      multipart: true,
      body: {
        title: 'Me',
        avatar: [{ name: 'a.png', type: 'image/png', size: 1, data: 'data:image/png;base64,QQ==' }],
      },
    });
    const form = calls[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Me');
    expect((form.get('avatar') as File).name).toBe('a.png');
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });
});
