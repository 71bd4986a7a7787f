/**
 * Writes src/oracles/dayStars.json: the day's star of every date 1901-01-01..2099-12-31 by two
 * independent implementations run for real (`npm run oracles -w @tongshu/engine`, about two
 * minutes; the tests read the table rather than call the libraries 145,000 times):
 * - lunar-javascript 1.7.7 `Solar.fromYmd(y, m, d).getLunar().getDayNineStar().getIndex() + 1`;
 * - tyme4ts 1.5.2 `SolarDay.fromYmd(y, m, d).getNineStar().getIndex() + 1`.
 * Each is a string of digits 1..9, one a day from `from`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Solar } = require('lunar-javascript');
const { SolarDay } = require('tyme4ts');

const from = Date.UTC(1901, 0, 1);
const to = Date.UTC(2099, 11, 31);
let lunarJavascript = '';
let tyme4ts = '';
for (let ms = from; ms <= to; ms += 86_400_000) {
  const date = new Date(ms);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  lunarJavascript += Solar.fromYmd(y, m, d).getLunar().getDayNineStar().getIndex() + 1;
  tyme4ts += SolarDay.fromYmd(y, m, d).getNineStar().getIndex() + 1;
}
const table = { from: '1901-01-01', lunarJavascript, tyme4ts };
const out = new URL('../src/oracles/dayStars.json', import.meta.url);
fs.writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
console.log(`${lunarJavascript.length} days written to ${out.pathname}`);
