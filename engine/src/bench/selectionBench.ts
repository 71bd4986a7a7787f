/**
 * `npm run bench`: a one-year date selection (嫁娶) for three people. Cold: a year no selection
 * has read before, so every day is built (`selectionDay`); goal under 5 ms (issue 46), the median
 * of five years in one fresh process. The first of them also builds the tables a process fills
 * once (printed apart, with the module loading a server pays at start). Warm: the same year again
 * with another activity, the days read from `sharedSelectionDay`, as for the next practitioner or
 * the next activity tried in a season; its goal is still issue 23's 50 ms for a selection.
 */
import { performance } from 'node:perf_hooks';
import { selectDays } from '../selection/selectDays';

// performance.now() counts from the process's start: this is Node's start and the imports.
const loadMs = performance.now();
const COLD_GOAL_MS = 5;
const WARM_GOAL_MS = 50;

const PEOPLE = [
  { name: 'A', yearBranch: '午', dayBranch: '子' },
  { name: 'B', yearBranch: '申', dayBranch: '卯' },
  { name: 'C', yearBranch: '寅', dayBranch: '酉' },
];
const YEARS = [2027, 2028, 2029, 2030, 2031];
const ACTIVITIES = ['嫁娶', '移徙', '开市', '出行', '动土'];

/** CPU time of each selection (all threads), a check on wall times other processes can stretch. */
const cpuTimes = new Map<string, number[]>();

function timed(activity: string, year: number, label: string): number {
  const start = performance.now();
  const cpu = process.cpuUsage();
  selectDays({ activity, from: `${year}-01-01`, to: `${year}-12-31`, people: PEOPLE });
  const { user, system } = process.cpuUsage(cpu);
  cpuTimes.set(label, [...(cpuTimes.get(label) ?? []), (user + system) / 1000]);
  return performance.now() - start;
}

const median = (times: readonly number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;

/** One line: the median against the goal, `MISSED` when it is not under it. */
function line(label: string, times: readonly number[], goalMs: number): string {
  const middle = median(times);
  const verdict = middle < goalMs ? 'met' : 'MISSED';
  return (
    `  ${label}: median ${middle.toFixed(1)} ms, best ${Math.min(...times).toFixed(1)} ms ` +
    `(goal < ${goalMs} ms: ${verdict}); CPU time ${median(cpuTimes.get(label) ?? []).toFixed(1)} ms`
  );
}

const COLD = `cold (${YEARS.length} new years)`;
const WARM = `warm (${ACTIVITIES.length} activities over a year already read)`;
const cold = YEARS.map((year) => timed('嫁娶', year, COLD));
const last = YEARS[YEARS.length - 1] ?? 2031;
const warm = ACTIVITIES.map((activity) => timed(activity, last, WARM));
console.log(`date selection, one year, three people:`);
console.log(line(COLD, cold, COLD_GOAL_MS));
console.log(line(WARM, warm, WARM_GOAL_MS));
console.log(
  `  first of the cold years ${(cold[0] ?? NaN).toFixed(1)} ms (with the tables a process ` +
    `builds once); module loading before it ${loadMs.toFixed(0)} ms`,
);
