import type { CliIo } from '../index';

/** A CliIo that records what the command writes, with a fixed clock. */
export function captureIo(now = new Date('2026-02-16T18:00:00Z')): CliIo & {
  readonly out: string[];
  readonly err: string[];
  readonly bytes: Uint8Array[];
} {
  const out: string[] = [];
  const err: string[] = [];
  const bytes: Uint8Array[] = [];
  return {
    out,
    err,
    bytes,
    write: (text) => out.push(text),
    writeRaw: (text) => out.push(text),
    writeBytes: (chunk) => bytes.push(chunk),
    isTerminal: () => false,
    error: (text) => err.push(text),
    now: () => now,
  };
}
