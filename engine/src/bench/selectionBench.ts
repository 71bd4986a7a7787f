/**
 * `npm run bench`: a one-year date selection (嫁娶) for three people (target under 50 ms, issue
 * 23). Cold: a year no selection has read before, so every day is built (`selectionDay`). Warm: the same
 * year again with another activity, the days read from `sharedSelectionDay`, as for the next
 * practitioner or the next activity tried in a season.
 */
import { performance } from 'node:perf_hooks';
import { selectDays } from '../selection/selectDays';

const PEOPLE = [
  { name: 'A', yearBranch: '午', dayBranch: '子' },
  { name: 'B', yearBranch: '申', dayBranch: '卯' },
  { name: 'C', yearBranch: '寅', dayBranch: '酉' },
];
const YEARS = [2027, 2028, 2029, 2030, 2031];
const ACTIVITIES = ['嫁娶', '移徙', '开市', '出行', '动土'];

function timed(activity: string, year: number): number {
  const start = performance.now();
  selectDays({ activity, from: `${year}-01-01`, to: `${year}-12-31`, people: PEOPLE });
  return performance.now() - start;
}

function summary(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return `median ${median.toFixed(1)} ms, best ${(sorted[0] ?? NaN).toFixed(1)} ms`;
}

const cold = YEARS.map((year) => timed('嫁娶', year));
const last = YEARS[YEARS.length - 1] ?? 2031;
const warm = ACTIVITIES.map((activity) => timed(activity, last));
console.log(`date selection, one year, three people (target < 50 ms):`);
console.log(`  cold (${YEARS.length} new years): ${summary(cold)}`);
console.log(`  warm (${ACTIVITIES.length} activities over a year already read): ${summary(warm)}`);
