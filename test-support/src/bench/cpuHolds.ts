/**
 * The holds of a thread in a V8 CPU profile (`node --cpu-prof`): each stretch of samples under one
 * entry from the event loop (a callback, a timer, the microtask queue) is a task the loop ran to
 * its end, answering nothing else, /api/health included. A busy loop never shows `(idle)`, so the
 * stretch ends where the entry changes or the thread is back in the loop's own code (`(program)`);
 * the collector's samples carry no stack and belong to the task they interrupted. Two tasks of
 * one entry back to back count as one: a hold is at most this long. On a shared machine the OS
 * takes the thread away mid-task, and the next sample comes late: a sample counts at most
 * MAX_SAMPLE_MS, so that a hold is the thread's own work (what the bff controls), and the
 * scheduler's part stays in the waits the bench prints beside it.
 * healthBench reads the bff's main thread with it (HEALTH_PROFILE), so that what holds the loop is
 * named by function rather than guessed from the waits, which include the OS scheduler's.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly startTime: number;
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface Hold {
  readonly ms: number;
  /** The functions of the bff's own packages and its libraries most of the hold ran inside. */
  readonly inside: readonly string[];
  /** The function that ran most itself (a leaf: JSON.stringify, the collector, a library's). */
  readonly busiest: string;
}

/** Frames worth naming: the repository's packages and the libraries they call. */
const NAMED = /(bff|contract|engine|data)\/dist\/|node_modules\/(zod|@modelcontextprotocol)/;

const frameName = (node: ProfileNode): string =>
  `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}`;

/** Each sample's stack of named frames, outermost first. */
function namedStacks(profile: CpuProfile): Map<number, string[]> {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node);
  }
  const stacks = new Map<number, string[]>();
  for (const node of profile.nodes) {
    const names: string[] = [];
    for (let at: ProfileNode | undefined = node; at; at = parent.get(at.id)) {
      if (NAMED.test(at.callFrame.url)) names.unshift(frameName(at));
    }
    stacks.set(node.id, names);
  }
  if (byId.size === 0) throw new Error('an empty profile');
  return stacks;
}

/** Twice V8's sampling interval (1 ms): a longer gap is time the thread did not run. */
const MAX_SAMPLE_MS = 2;
const OUTSIDE = -1;
const COLLECTOR = -2;

/** Each node's entry: its ancestor under the root, OUTSIDE in the loop's own code, or COLLECTOR. */
function entriesOf(profile: CpuProfile): Map<number, number> {
  const root = profile.nodes[0];
  const entries = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const mark = (id: number, entry: number) => {
    entries.set(id, entry);
    for (const child of byId.get(id)?.children ?? []) mark(child, entry);
  };
  for (const id of root?.children ?? []) {
    const name = byId.get(id)?.callFrame.functionName;
    if (name === '(garbage collector)') mark(id, COLLECTOR);
    else mark(id, name === '(idle)' || name === '(program)' ? OUTSIDE : id);
  }
  return entries;
}

/** The frames found in at least half of the hold's time, innermost three. */
function insideOf(times: Map<string, number>, ms: number): string[] {
  return [...times.entries()]
    .filter(([, time]) => time >= ms / 2)
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([name]) => name);
}

/**
 * A stretch of the profile in microseconds of the machine's monotonic clock: V8 stamps samples on
 * it, as `process.hrtime` reads it, so the bench's own reading of it bounds its load in the bff.
 */
export interface Stretch {
  readonly fromUs: number;
  readonly toUs: number;
}

/** Now on the monotonic clock, in microseconds (the profile's stamps). */
export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** Every hold of at least `leastMs` in the stretch `window` of the profile, longest first. */
export function holdsOf(profile: CpuProfile, leastMs: number, window: Stretch): Hold[] {
  const entries = entriesOf(profile);
  const stacks = namedStacks(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const holds: Hold[] = [];
  let ms = 0;
  let times = new Map<string, number>();
  let own = new Map<string, number>();
  let task: number | undefined;
  const end = () => {
    const busiest = [...own.entries()].sort((a, b) => b[1] - a[1])[0];
    const share = busiest ? ` ${Math.round((100 * busiest[1]) / ms)}%` : '';
    if (ms >= leastMs)
      holds.push({ ms, inside: insideOf(times, ms), busiest: `${busiest?.[0] ?? ''}${share}` });
    ms = 0;
    times = new Map();
    own = new Map();
    task = undefined;
  };
  // Sample times in microseconds, as the profile keeps them (each the delta from the last).
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const entry = entries.get(sample);
    if (at < window.fromUs || at > window.toUs || entry === OUTSIDE) return end();
    if (entry !== COLLECTOR) {
      if (task !== entry) end();
      task = entry;
    }
    // A sample lasts until the next one is taken.
    const lasted = Math.min(MAX_SAMPLE_MS, (profile.timeDeltas[i + 1] ?? 0) / 1000);
    ms += lasted;
    for (const name of new Set(stacks.get(sample)))
      times.set(name, (times.get(name) ?? 0) + lasted);
    const leaf = byId.get(sample);
    if (leaf) own.set(frameName(leaf), (own.get(frameName(leaf)) ?? 0) + lasted);
  });
  end();
  return holds.sort((a, b) => b.ms - a.ms);
}

/** The main thread's profile in `dir` (thread id 0 in its name; workers write their own). */
export function mainThreadProfile(dir: string): CpuProfile {
  const main = fs.readdirSync(dir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!main) throw new Error(`no main-thread profile in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, main), 'utf8')) as CpuProfile;
}

/** The holds as lines: their count and longest, then how many and how long by where they ran. */
export function holdReport(holds: readonly Hold[], leastMs: number): string[] {
  const longest = holds[0]?.ms ?? 0;
  const lines = [
    `main-thread holds >= ${leastMs} ms: ${holds.length}, longest ${longest.toFixed(0)} ms`,
  ];
  const byPlace = new Map<string, number[]>();
  for (const hold of holds) {
    const place = hold.inside.join(' < ') || `(outside named code; most: ${hold.busiest})`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), hold.ms]);
  }
  for (const [place, list] of [...byPlace.entries()].sort((a, b) => b[1].length - a[1].length)) {
    const most = Math.max(...list).toFixed(0);
    lines.push(`  ${list.length} x, longest ${most} ms: ${place}`);
  }
  return lines;
}
