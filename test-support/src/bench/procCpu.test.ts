import { cpuSeconds, parseProcStat } from './procCpu';

/** A bash process's line as this machine's kernel printed it (proc(5) lists the fields). */
const BASH =
  '4238 (bash) S 4237 4238 4238 0 -1 4194560 10077 504425 0 372 18 33 12645 13781 20 0 1 0 11729 ' +
  '5259264 982 18446744073709551615 93941480185856 93941480975261 140731568217728 0 0 0 65536 4 ' +
  '1132560123 1 0 0 17 1 0 0 0 0 0 93941481208560 93941481256804 93941779968000 ' +
  '140731568225150 140731568225165 140731568225165 140731568226282 0\n';

describe('parseProcStat', () => {
  it('adds utime and stime, and the waited-for children’s cutime and cstime', () => {
    expect(parseProcStat(BASH)).toEqual({ own: 18 + 33, children: 12645 + 13781 });
  });

  it('counts fields from the last parenthesis, whatever the command name holds', () => {
    expect(parseProcStat(BASH.replace('(bash)', '(a (b) c) d)'))).toEqual(parseProcStat(BASH));
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseProcStat('4238 (bash) S 1 2')).toThrow('unexpected /proc stat line');
  });
});

describe('cpuSeconds', () => {
  it('agrees with Node’s own count of this process’s CPU time, in seconds', () => {
    const fromNode = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    };
    // Loading jest and this file took far more than the 10 ms clock tick this is read in.
    const [before, read, after] = [fromNode(), cpuSeconds().own, fromNode()];
    expect(read).toBeGreaterThan(before - 0.05);
    expect(read).toBeLessThan(after + 0.05);
  });
});
