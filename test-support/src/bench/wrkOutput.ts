/** What the HTTP benchmark reads off one run of wrk 4 with `--latency`. */
export interface Measure {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  /** Answers with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  readonly failures: number;
}

/** Milliseconds from a wrk duration such as `812.00us`, `2.17ms` or `1.20s`. */
function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`unexpected wrk duration: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * Requests/s, the 99th percentile latency and failures from wrk's report. The percentile is read
 * from its own line of the "Latency Distribution": the Thread Stats' `+/- Stdev` column ends in
 * `%` too (`89.99%` would otherwise match `99%` and read the next line's `Req/Sec`).
 */
export function parseWrkOutput(output: string): Measure {
  const rate = /^Requests\/sec:\s+([\d.]+)\s*$/m.exec(output);
  const p99 = /^\s*99%\s+(\S+)\s*$/m.exec(output);
  const non2xx = /^\s*Non-2xx or 3xx responses:\s+(\d+)\s*$/m.exec(output);
  if (!rate?.[1] || !p99?.[1]) throw new Error(`unexpected wrk output:\n${output}`);
  return {
    requestsPerSecond: Number(rate[1]),
    p99Ms: millis(p99[1]),
    failures: Number(non2xx?.[1] ?? 0),
  };
}
