/** Readable log lines for a terminal: `time LEVEL message key=value ...`, one per JSON line. */
import type { DestinationStream } from 'pino';

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'pid', 'host']);

export function textLine(json: string): string {
  const { level, time, msg, ...rest } = JSON.parse(json) as Record<string, unknown>;
  const fields = Object.entries(rest)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  return `${clock} ${LEVELS[Number(level)] ?? String(level)} ${String(msg ?? '')}${fields.join('')}\n`;
}

export function textLines(destination: DestinationStream): DestinationStream {
  return { write: (json: string) => destination.write(textLine(json)) };
}
