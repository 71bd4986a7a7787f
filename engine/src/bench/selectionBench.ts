/**
 * `npm run bench`: a one-year date selection (嫁娶, 2027) for three people, on a fresh year each
 * round so that no almanac day is reused from the round before (target under 50 ms, issue 23).
 */
import { performance } from 'node:perf_hooks';
import { selectDays } from '../selection/selectDays';

const PEOPLE = [
  { name: 'A', yearBranch: '午', dayBranch: '子' },
  { name: 'B', yearBranch: '申', dayBranch: '卯' },
  { name: 'C', yearBranch: '寅', dayBranch: '酉' },
];
const YEARS = [2027, 2028, 2029, 2030, 2031];

const times = YEARS.map((year) => {
  const start = performance.now();
  selectDays({ activity: '嫁娶', from: `${year}-01-01`, to: `${year}-12-31`, people: PEOPLE });
  return performance.now() - start;
});
const sorted = [...times].sort((a, b) => a - b);
console.log(`date selection, one year, three people, ${YEARS.length} years:`);
console.log(
  `  median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, best ${sorted[0]?.toFixed(1)} ms (target < 50 ms)`,
);
