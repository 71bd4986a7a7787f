/**
 * The client report on the running bff (issue 45): a person's and the user's own as a PDF
 * download, its text read back with poppler's pdftotext; the kept selection and the home where
 * they are the person's; a teammate's person is 404; a bad date names `on`. The report's content
 * is held to lunar-javascript in contract/src/report.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';

const CLIENT = { name: 'Li Wei 李伟', gender: 1, birth_date: '1985-10-23', birth_time: '08:15' };

interface Download {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** The PDF's text, its lines joined by one space (a table's cell wraps where it must). */
function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-report-'));
  try {
    fs.writeFileSync(path.join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'report.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('client reports', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  /** The answer's bytes as they came (supertest would parse a PDF as nothing). */
  async function download(url: string, token?: string): Promise<Download> {
    let request = server.request.get(url);
    if (token) request = request.set('authorization', `Bearer ${token}`);
    const response = await request.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return {
      status: response.status,
      headers: response.headers as Record<string, string>,
      body: response.body as Buffer,
    };
  }

  it("answers a person's report as a PDF with their kept days and home", async () => {
    const owner = await signedUpOwner(server, 'pro');
    await server.call('PATCH', '/api/user', { time_zone: 'Europe/Berlin' }, owner.token);
    const person = (await server.call('POST', '/api/people', CLIENT, owner.token)).body.data;
    const id = person.id as string;
    const keep = { activity: 'Marriage', from: '2027-01-01', to: '2027-03-31', people: id };
    const weekends = { ...keep, weekdays: 'sat,sun' };
    expect((await server.call('PUT', '/api/select/keep', weekends, owner.token)).status).toBe(200);
    await server.call('PUT', `/api/homes/${id}`, { period: 9, facing: '180' }, owner.token);
    const answer = await download(`/api/people/${id}/report.pdf?on=2026-11-29`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="li-wei-report.pdf"; filename*=UTF-8''${encodeURIComponent('Li Wei 李伟-report.pdf')}`,
    );
    const text = textOf(answer.body);
    expect(text).toContain('Li Wei 李伟');
    expect(text).toContain('Read on 29 November 2026, on the clock of Europe/Berlin.');
    // Whom the days were kept for and how they were filtered, as the dashboard's line says.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Marriage (嫁娶), 1 January 2027 to 31 March 2027 for Li Wei 李伟, on Saturdays and Sundays:',
    );
    expect(text).toContain('best hours on the clock of Europe/Berlin');
    expect(text).toContain('flying-star chart (玄空飞星 宅命盘)');
    // The default school: a yin stem's Goat Blade at its peak, 乙 at 寅, on none of these pillars.
    expect(text).not.toContain('Goat Blade (羊刃)');
  });

  it("reads the person's chart in their school, as their reading on the pages", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const person = { ...CLIENT, yin_blade: 'after-lu' };
    const id = (await server.call('POST', '/api/people', person, owner.token)).body.data
      .id as string;
    // 《三命通会》 (Compendium of the Three Lives) 卷三 论羊刃: every stem's Goat Blade one past its
    // 禄, so the 乙 day master's at 辰, the hour pillar 庚辰 (lunar-javascript's EightChar).
    const reading = await server.call(
      'GET',
      `/api/people/${id}/reading?on=2026-11-29`,
      undefined,
      owner.token,
    );
    const blades = (reading.body.data.stars as { name: { zh: string }; slot: string }[]).filter(
      (star) => star.name.zh === '羊刃',
    );
    expect(blades.map((star) => star.slot)).toEqual(['hour']);
    const text = textOf(
      (await download(`/api/people/${id}/report.pdf?on=2026-11-29`, owner.token)).body,
    );
    expect(text).toContain('Goat Blade (羊刃) Hour pillar (时柱) Day pillar (日柱)');
    expect(text).toContain('one past the Prosperity Star) for all ten stems');
  });

  it("answers the user's own report as `me`, without a selection kept for someone else", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const answer = await download('/api/people/me/report.pdf?on=2026-11-29', owner.token);
    expect(answer.status).toBe(200);
    const text = textOf(answer.body);
    expect(text).toContain('Bazi chart (八字命盘)');
    expect(text).not.toContain('Kept date selection');
  });

  it("is 401 without a session, 404 for a teammate's person, 400 naming a bad `on`", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const teammate = await signedUpOwner(server, 'pro');
    await server.db
      .knex('users')
      .where({ id: teammate.id })
      .update({ account_id: owner.accountId });
    const person = (await server.call('POST', '/api/people', CLIENT, owner.token)).body.data;
    const url = `/api/people/${person.id as string}/report.pdf`;
    expect((await server.call('GET', url)).status).toBe(401);
    expect(await server.call('GET', url, undefined, teammate.token)).toEqual({
      status: 404,
      body: { message: 'Person not found' },
    });
    const bad = await server.call('GET', `${url}?on=2026-02-30`, undefined, owner.token);
    expect({ status: bad.status, field: bad.body.inputError }).toEqual({
      status: 400,
      field: 'on',
    });
  });
});
