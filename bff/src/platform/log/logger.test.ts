/** The logger's lines: JSON with level, time, process and the request id; or readable text. */
import { Writable } from 'node:stream';
import { createLogger, logSettingsFrom, requestLog } from './logger';
import { textLine } from './textLines';

function captured(format: 'json' | 'text') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger({ level: 'info', format }, destination) };
}

describe('logger', () => {
  it('writes JSON lines with the level, time, process and, about a request, its id', async () => {
    const { lines, log } = captured('json');
    log.info('outside');
    requestLog({ requestId: 'req-1' }, log).warn({ path: '/api/x' }, 'inside');
    requestLog(undefined, log).debug('below the level');
    log.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(outside).toMatchObject({ level: 30, pid: process.pid, msg: 'outside' });
    expect(outside).not.toHaveProperty('reqId');
    expect(inside).toMatchObject({ level: 40, reqId: 'req-1', path: '/api/x', msg: 'inside' });
    expect(Date.parse(String(inside?.time))).not.toBeNaN();
  });

  it('prints readable lines for a terminal', () => {
    const line = textLine(
      JSON.stringify({
        level: 50,
        time: '2026-11-25T10:00:01.000Z',
        pid: 1,
        msg: 'boom',
        reqId: 'r',
      }),
    );
    expect(line).toBe('10:00:01 ERROR boom reqId=r\n');
  });

  it('is silent under the test runner unless asked, and JSON unless on a terminal', () => {
    expect(logSettingsFrom({ NODE_ENV: 'test' }, false)).toEqual({
      level: 'silent',
      format: 'json',
    });
    expect(logSettingsFrom({ LOG_LEVEL: 'debug' }, true)).toEqual({
      level: 'debug',
      format: 'text',
    });
    expect(logSettingsFrom({ LOG_FORMAT: 'json' }, true)).toEqual({
      level: 'info',
      format: 'json',
    });
  });
});
