/**
 * Request bodies through koa-body in a one-route Koa app that echoes what it read: JSON (with the
 * bytes kept for signatures), urlencoded and multipart forms, and every refusal with its message.
 */
import fs from 'node:fs';
import Koa from 'koa';
import supertest from 'supertest';
import { errors } from '../middleware/errors';
import { NUL_MESSAGE, rawBodyOf, requestBody, TOO_LARGE } from './requestBody';

function echo() {
  const files: string[] = [];
  const app = new Koa();
  app.use(errors());
  app.use(requestBody());
  app.use((ctx) => {
    const uploaded = (ctx.request as { files?: Record<string, { filepath: string }> }).files;
    for (const file of Object.values(uploaded ?? {})) files.push(file.filepath);
    ctx.body = {
      body: ctx.request.body ?? null,
      raw: rawBodyOf(ctx.request).toString('utf8'),
      kept: files.map((file) => fs.existsSync(file)),
    };
  });
  return { request: supertest(app.callback()), files };
}

describe('requestBody', () => {
  it('parses JSON and keeps its bytes exactly as sent', async () => {
    const sent = '{ "name" : "Wu",\n "n": 1 }';
    const answer = await echo()
      .request.post('/')
      .set('content-type', 'application/json')
      .send(sent);
    expect(answer.body).toMatchObject({ body: { name: 'Wu', n: 1 }, raw: sent });
  });

  it('parses urlencoded and multipart forms; files are deleted after the request', async () => {
    const { request, files } = echo();
    const form = await request.post('/').type('form').send({ name: 'Wu', plan: 'pro' });
    expect(form.body.body).toEqual({ name: 'Wu', plan: 'pro' });
    const multipart = await request
      .post('/')
      .field('name', 'Wu')
      .attach('photo', Buffer.from('not really a photo'), 'photo.txt');
    expect(multipart.body.body).toEqual({ name: 'Wu' });
    expect(multipart.body.kept).toEqual([true]);
    expect(files).toHaveLength(1);
    expect(fs.existsSync(files[0] as string)).toBe(false);
  });

  it('refuses bad JSON, too much and a NUL anywhere with a 4xx and a message', async () => {
    const { request } = echo();
    const json = (text: string) =>
      request.post('/').set('content-type', 'application/json').send(text);
    expect((await json('{"name": ')).body).toEqual({
      message: 'The request body is not valid JSON',
    });
    const large = await json(JSON.stringify({ text: 'x'.repeat(101 * 1024) }));
    expect([large.status, large.body.message]).toEqual([413, TOO_LARGE]);
    for (const nul of [{ a: 'x\u0000' }, { a: [{ b: ['\u0000'] }] }, { 'k\u0000': 1 }]) {
      const refused = await json(JSON.stringify(nul));
      expect([refused.status, refused.body.message]).toEqual([400, NUL_MESSAGE]);
    }
    const form = await request.post('/').type('form').send('name=a%00b');
    expect([form.status, form.body.message]).toEqual([400, NUL_MESSAGE]);
  });

  it('answers a body nested deeper than the call stack with a 4xx, not a crash', async () => {
    const deep = `${'['.repeat(50000)}"\u0000"${']'.repeat(50000)}`;
    const answer = await echo()
      .request.post('/')
      .set('content-type', 'application/json')
      .send(`{"a":${deep}}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
