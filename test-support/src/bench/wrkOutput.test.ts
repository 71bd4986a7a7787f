import { parseWrkOutput } from './wrkOutput';

/** Reports as wrk 4.1.0 (Debian's package) printed them on this machine. */
const report = (latencyShare: string, extra = '') => `Running 5s test @ http://127.0.0.1:18080/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   301.23us    1.01ms  24.55ms   ${latencyShare}
    Req/Sec    58.62k    19.72k   76.53k    85.71%
  Latency Distribution
     50%  130.00us
     75%  218.00us
     90%  344.00us
     99%    3.09ms
  122058 requests in 2.10s, 14.43MB read
${extra}Requests/sec:  58142.46
Transfer/sec:      6.88MB
`;

describe('parseWrkOutput', () => {
  it('reads requests/s and the 99th percentile in milliseconds', () => {
    expect(parseWrkOutput(report('96.91%'))).toEqual({
      requestsPerSecond: 58142.46,
      p99Ms: 3.09,
      failures: 0,
    });
  });

  it('is not misled by a Thread Stats share ending in 99% (the first bench on a fresh machine)', () => {
    expect(parseWrkOutput(report('89.99%')).p99Ms).toBe(3.09);
  });

  it('converts microseconds and seconds', () => {
    const at = (p99: string) => parseWrkOutput(report('96.91%').replace('3.09ms', p99)).p99Ms;
    expect(at('812.00us')).toBeCloseTo(0.812);
    expect(at('1.20s')).toBe(1200);
  });

  it('counts failed answers', () => {
    const output = report('96.91%', '  Non-2xx or 3xx responses: 17\n');
    expect(parseWrkOutput(output).failures).toBe(17);
  });

  it('refuses a report without a rate or a percentile', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /unexpected wrk output/,
    );
  });
});
