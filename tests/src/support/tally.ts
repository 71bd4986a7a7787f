/**
 * The hardening suite's counts. Each suite file (tests/src/security, tests/src/faults, tests/src/scale) prints its
 * own line in afterAll and appends it to a file shared by the jest run; the suite that completes
 * the set prints the total. No jest globalSetup/teardown is needed (the jest config is shared).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Counts {
  /** Requests or generated inputs sent. */
  inputs: number;
  /** Hostile requests the bff refused (4xx) or neutralised (stored verbatim, no effect). */
  refused: number;
  /** Injected faults (database cut, SMTP down, process killed) after which the checks held. */
  faults: number;
  /** Rows a fault lost or left half-made: must stay 0. */
  rowsLost: number;
}

const SUITES = ['security', 'faults', 'scale'].map((dir) => path.resolve(__dirname, '..', dir));

function suiteFiles(): string[] {
  return SUITES.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.test.ts'))
          .map((file) => `${path.basename(dir)}/${file}`)
      : [],
  );
}

/**
 * One file per jest run: jest workers are children of the jest process (ppid); run in band, the
 * suites share the jest process itself (pid), which has no IPC channel.
 */
function runFile(): string {
  const run = process.send ? process.ppid : process.pid;
  return path.join(os.tmpdir(), `tongshu-hardening-${run}.jsonl`);
}

export function line(label: string, counts: Counts): string {
  return (
    `${label}: inputs tried ${counts.inputs}, attacks refused ${counts.refused}, ` +
    `faults survived ${counts.faults}, rows lost ${counts.rowsLost}`
  );
}

export class Tally {
  readonly counts: Counts = { inputs: 0, refused: 0, faults: 0, rowsLost: 0 };

  private readonly suite: string;

  /** `file`: the suite's `__filename`. */
  constructor(file: string) {
    this.suite = `${path.basename(path.dirname(file))}/${path.basename(file)}`;
  }

  input(n = 1): void {
    this.counts.inputs += n;
  }

  refused(n = 1): void {
    this.counts.refused += n;
  }

  fault(n = 1): void {
    this.counts.faults += n;
  }

  lost(n: number): void {
    this.counts.rowsLost += n;
  }

  /** Prints this suite's line, and the run's total once every suite file has reported. */
  report(): void {
    const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(line(`hardening ${this.suite} (${backend})`, this.counts));
    const file = runFile();
    fs.appendFileSync(file, `${JSON.stringify({ suite: this.suite, ...this.counts })}\n`);
    const reports = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Counts & { suite: string });
    const reported = new Set(reports.map((r) => r.suite));
    if (!suiteFiles().every((suite) => reported.has(suite))) return;
    // Two suites finishing together may both see the full set: the marker lets one print.
    try {
      fs.writeFileSync(`${file}.done`, '', { flag: 'wx' });
    } catch {
      return;
    }
    const total: Counts = { inputs: 0, refused: 0, faults: 0, rowsLost: 0 };
    for (const r of reports) {
      total.inputs += r.inputs;
      total.refused += r.refused;
      total.faults += r.faults;
      total.rowsLost += r.rowsLost;
    }
    console.log(line(`HARDENING TOTAL (${backend}, ${reported.size} suites)`, total));
    fs.rmSync(file, { force: true });
    fs.rmSync(`${file}.done`, { force: true });
  }
}
