/**
 * Steady mixed traffic against a bff while a fault comes and goes: sign-ups (the multi-row write
 * that must never be half made), feedback (a single-row write), profile saves, and signed-in
 * reads. Every request is recorded with the phase it started and ended in. The traffic is many
 * people's, within each person's limits: every sign-up from an address of its own, and no one
 * leaving more feedback than the per-user limit (the accounts the load signs up take over).
 */
import { LIMITS } from '@tongshu/bff/settings';
import { freshAddress, type Client } from './http';
import { BIRTH, PASSWORD, uniqueEmail, type Person } from './people';

export interface Outcome {
  readonly kind: string;
  readonly startedIn: string;
  readonly endedIn: string;
  /** 0 when no answer came (the connection failed). */
  readonly status: number;
  readonly message: unknown;
  readonly retryAfter: string | undefined;
}

export interface Load {
  /** Labels the requests that start from now on. */
  phase(name: string): void;
  /** Stops the traffic and returns every outcome. */
  stop(): Promise<Outcome[]>;
  /**
   * Resolves once `count` requests started in `phase` have been answered, or after `timeoutMs`
   * (the test's assertions then say how many were): on a busy machine a fixed pause holds fewer.
   */
  answered(count: number, phase: string, timeoutMs?: number): Promise<void>;
  /** Each attempted sign-up email and its answer (0: none came). */
  readonly signUps: Map<string, number>;
  /** Feedback ids answered 201: each must exist afterwards. */
  readonly feedback: string[];
}

type Step = (
  person: Person,
) => Promise<{ status: number; json: unknown; headers: Record<string, unknown> }>;

export function startLoad(bff: Client, people: readonly Person[], width = 6): Load {
  let phase = 'start';
  let running = true;
  const outcomes: Outcome[] = [];
  const signUps = new Map<string, number>();
  const feedback: string[] = [];
  const writers = people.map((person) => ({ token: person.token, left: LIMITS.feedback.points }));
  const steps: [string, Step][] = [
    [
      'sign-up',
      async () => {
        const email = uniqueEmail('load');
        signUps.set(email, 0);
        const body = { name: 'Load', email, password: PASSWORD, plan: 'free' };
        const answer = await bff.call('POST', '/api/account', body, undefined, freshAddress());
        signUps.set(email, answer.status);
        if (answer.status === 201)
          writers.push({ token: String(answer.json.data.token), left: LIMITS.feedback.points });
        return answer;
      },
    ],
    ['read user', (person) => bff.call('GET', '/api/user', undefined, person.token)],
    [
      'feedback',
      async (person) => {
        // A sign-up comes as often as a feedback, so some writer has some left.
        const writer = writers.find((one) => one.left > 0) ?? { token: person.token, left: 0 };
        writer.left -= 1;
        const answer = await bff.call(
          'POST',
          '/api/feedback',
          { rating: 'smile', comment: 'load' },
          writer.token,
        );
        if (answer.status === 201) feedback.push(String(answer.json?.data?.id));
        return answer;
      },
    ],
    ['almanac', (person) => bff.call('GET', '/api/tongshu/get/20261122', undefined, person.token)],
    [
      'profile',
      (person) =>
        bff.call(
          'PATCH',
          '/api/user',
          { name: 'Loaded', email: person.email, ...BIRTH },
          person.token,
        ),
    ],
  ];
  let turn = 0;
  const worker = async () => {
    while (running) {
      const [kind, step] = steps[turn % steps.length] as [string, Step];
      const person = people[turn % people.length] as Person;
      turn += 1;
      const startedIn = phase;
      let answer: { status: number; json: unknown; headers: Record<string, unknown> };
      try {
        answer = await step(person);
      } catch {
        answer = { status: 0, json: undefined, headers: {} };
        // A refused connection fails at once: pause so a dead server is not hammered in a loop.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      outcomes.push({
        kind,
        startedIn,
        endedIn: phase,
        status: answer.status,
        message: (answer.json as { message?: unknown } | undefined)?.message,
        retryAfter: answer.headers['retry-after'] as string | undefined,
      });
    }
  };
  const workers = Array.from({ length: width }, worker);
  return {
    phase(name) {
      phase = name;
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
    async answered(count, name, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      const done = () =>
        outcomes.filter((outcome) => outcome.startedIn === name && outcome.status !== 0).length;
      while (done() < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    signUps,
    feedback,
  };
}
