/**
 * Two processes' batched counters over one shared count (a RateLimiterMemory standing for Redis),
 * on a clock of the test's own: each refuses past the limit on what it knows, a process whose
 * knowledge is older than the flush interval counts in the shared store at once, and what one
 * process has not yet handed over is the other's only slack.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { BatchedLimiter } from './batchedLimiter';

const SHAPE = { name: 'test', points: 5, windowMs: 60_000 };
const FLUSH_MS = 1000;

/** Whether a request is let through (a refusal rejects with the count, as the limiter's do). */
const admitted = (limiter: BatchedLimiter, key = 'user') =>
  limiter.consume(key).then(
    () => true,
    (refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    },
  );

function twoProcesses() {
  const shared = new RateLimiterMemory({ points: SHAPE.points, duration: 60 });
  let clock = 0;
  const now = () => clock;
  return {
    shared,
    a: new BatchedLimiter(shared, SHAPE, FLUSH_MS, now),
    b: new BatchedLimiter(shared, SHAPE, FLUSH_MS, now),
    advance: (ms: number) => (clock += ms),
  };
}

describe('BatchedLimiter', () => {
  it('refuses past the limit in one process before anything is handed over', async () => {
    const { a, shared } = twoProcesses();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await admitted(a));
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    // The first was counted in the shared store at once (nothing known yet), the rest wait here.
    expect((await shared.get('user'))?.consumedPoints).toBe(1);
  });

  it('hands the counts over in one call and learns every process’s count', async () => {
    const { a, b, shared, advance } = twoProcesses();
    for (let i = 0; i < 3; i += 1) await admitted(a);
    await a.flush();
    expect((await shared.get('user'))?.consumedPoints).toBe(3);
    // B knows nothing yet: its first request is counted in the shared store and sees A's three.
    expect(await admitted(b)).toBe(true);
    expect(await admitted(b)).toBe(true);
    expect(await admitted(b)).toBe(false);
    await b.flush();
    advance(FLUSH_MS);
    // A's knowledge is now too old to judge by: it asks the shared store, and is refused.
    expect(await admitted(a)).toBe(false);
  });

  it("lets the other process through only on what it has not heard: the last interval's counts", async () => {
    const { a, b } = twoProcesses();
    await admitted(b);
    for (let i = 0; i < 4; i += 1) await admitted(a);
    // A's four are not handed over: B, within its interval, knows only its own one.
    const fromB = [];
    for (let i = 0; i < 5; i += 1) fromB.push(await admitted(b));
    expect(fromB).toEqual([true, true, true, true, false]);
    await Promise.all([a.flush(), b.flush()]);
    // Handed over, both see the nine: no more for either.
    expect(await admitted(a)).toBe(false);
  });

  it('does not count a refused request that is given back', async () => {
    const { a, shared } = twoProcesses();
    for (let i = 0; i < 5; i += 1) await admitted(a);
    await a.consume('user').catch(() => undefined);
    await a.reward('user');
    await a.flush();
    expect((await shared.get('user'))?.consumedPoints).toBe(5);
  });
});
