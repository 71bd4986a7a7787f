/**
 * The bff's one logger (pino): JSON lines with a level, the time, the process and, for a line about
 * a request (`requestLog`), its id, for an operator who runs many processes and reads their logs
 * in one place.
 * LOG_LEVEL sets the level (`info` by default, `silent` under the test runner unless set);
 * LOG_FORMAT=text prints readable lines instead, the default when the output is a terminal.
 */
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { textLines } from './textLines';

export type { Logger } from 'pino';

export interface LogSettings {
  readonly level: string;
  readonly format: 'json' | 'text';
}

export function logSettingsFrom(env: NodeJS.ProcessEnv, terminal: boolean): LogSettings {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'text' ? env.LOG_FORMAT : '';
  return {
    level: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    format: format || (terminal ? 'text' : 'json'),
  };
}

export function createLogger(
  settings: LogSettings,
  destination: DestinationStream = pino.destination(1),
): Logger {
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid, host: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    settings.format === 'text' ? textLines(destination) : destination,
  );
}

export const log: Logger = createLogger(
  logSettingsFrom(process.env, Boolean(process.stdout.isTTY)),
);

/** The logger for a line about a request: each line carries its id (`reqId`) when it has one. */
export function requestLog(
  request: { readonly requestId?: string } | undefined,
  logger: Logger = log,
): Logger {
  const reqId = request?.requestId;
  return reqId === undefined ? logger : logger.child({ reqId });
}
