/**
 * CPU time of a process on Linux, read from `/proc/PID/stat` (proc(5)), so that the HTTP bench can
 * tell which side of a run, the server or the load generator, ran out of CPU.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU time in clock ticks (user plus system). */
export interface CpuTicks {
  /** The process's own, over all its threads (utime + stime). */
  readonly own: number;
  /** Its children's that it has waited for (cutime + cstime). */
  readonly children: number;
}

/**
 * Reads a `/proc/PID/stat` line. The command name, field 2, is in parentheses and may hold spaces,
 * so fields are counted from the last `)`: utime is field 14, stime 15, cutime 16, cstime 17.
 */
export function parseProcStat(line: string): CpuTicks {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (the state).
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  if ([utime, stime, cutime, cstime].some((n) => n === undefined || !Number.isInteger(n))) {
    throw new Error(`unexpected /proc stat line: ${line}`);
  }
  return { own: (utime ?? 0) + (stime ?? 0), children: (cutime ?? 0) + (cstime ?? 0) };
}

let ticksPerSecond: number | undefined;

/** CPU time in seconds of `pid` (the bench's own process by default). */
export function cpuSeconds(pid: number | 'self' = 'self'): CpuTicks {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  const ticks = parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return { own: ticks.own / ticksPerSecond, children: ticks.children / ticksPerSecond };
}
