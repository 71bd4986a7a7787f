/**
 * Writes src/oracles/houseCharts.json: flying-star house charts (玄空飞星) of every period 1..9 and
 * facing mountain, 下卦 and 替卦, from implementations other than ours (`node
 * scripts/houseOracles.mjs` in engine/; the tests read the table):
 * - destinyCore: destinynet/destiny-core (Kotlin, commit c51603f5; no JVM build here), its rules
 *   restated below from its own tables and steps, not from ours: Mountain.kt (enum order, trigram),
 *   VoidFunctions.getTri/getMappingMountain (天 人 地 元龙), MountainYinYangEmptyImpl (玄空 polarity),
 *   ReplacementDefaultImpl (起星 star and `enabled` per mountain), ChartMntContext.getStart and
 *   isReversed. The restatement must reproduce destiny-core's ChartMntContextTest before anything
 *   is written: Period 8 子山 and 申山, 下卦 and 用替, and 142 of the 216 替卦 charts with none of the
 *   four sitting/facing formations.
 * - tianji: Yuqian1017/tianji src/modules/fengshui/engine.js `paiFengshui` run for real (下卦 only,
 *   its authors audited it against @soul-atelier/xuankong 0.2.1, the engine of Brhiza/mingyu).
 *   Set TIANJI_DIR to a checkout of that repository whose node_modules holds lunar-javascript;
 *   without it the tianji table already in the file is kept.
 * - fiveReplaced: the 替卦 of funfwo/Fengshui paipan.py (getJianshanxiangpan) and of the Brhiza/mingyu
 *   替卦 that cites it (its test "玄空九运子山替卦"): a 5 reaching the centre is replaced by the 起星 star of
 *   the sitting (facing) mountain itself, flown by that mountain's polarity. Only the charts where
 *   this differs from destinyCore are listed.
 * A chart is "mountain stars/water stars", each by Lo Shu palace 1..9 (坎 坤 震 巽 中 乾 兑 艮 离),
 * keyed by period, then facing mountain.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Mountain.kt: enum order from 子, each with its trigram's Lo Shu number (坎 1 ... 離 9).
const MOUNTAINS = '子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥壬'.split('');
const TRIGRAM = [1, 1, 8, 8, 8, 3, 3, 3, 4, 4, 4, 9, 9, 9, 2, 2, 2, 7, 7, 7, 6, 6, 6, 1];
const trigramOf = (m) => TRIGRAM[MOUNTAINS.indexOf(m)];
const opposite = (m) => MOUNTAINS[(MOUNTAINS.indexOf(m) + 12) % 24];

// VoidFunctions.getTri: trigram mountains 天; yang stems 地, yin stems 人; 子卯午酉 天, 丑辰未戌 地.
function tri(m) {
  if ('乾坤艮巽子卯午酉'.includes(m)) return '天';
  if ('甲丙庚壬丑辰未戌'.includes(m)) return '地';
  return '人';
}
const mapping = (m, star) => MOUNTAINS.find((x) => trigramOf(x) === star && tri(x) === tri(m));

// MountainYinYangEmptyImpl: trigram mountains, yang stems and 寅巳申亥 are yang.
const yang = (m) => '乾坤艮巽甲丙庚壬寅巳申亥'.includes(m);

// ReplacementDefaultImpl: [star, enabled] per mountain.
const REPLACEMENT = {
  壬: [2, true],
  子: [1, false],
  癸: [1, false],
  丑: [7, true],
  艮: [7, true],
  寅: [9, true],
  甲: [1, true],
  卯: [2, true],
  乙: [2, true],
  辰: [6, true],
  巽: [6, true],
  巳: [6, true],
  丙: [7, true],
  午: [9, false],
  丁: [9, false],
  未: [2, false],
  坤: [2, false],
  申: [1, true],
  庚: [9, true],
  酉: [7, false],
  辛: [7, false],
  戌: [6, false],
  乾: [6, false],
  亥: [6, false],
};

// FlyingStar.symbolPeriods: the palaces in flight order, centre first.
const FLIGHT = [5, 6, 7, 8, 9, 1, 2, 3, 4];
const wrap = (n) => ((((n - 1) % 9) + 9) % 9) + 1;
function fly(start, reversed) {
  const byPalace = Array(9);
  FLIGHT.forEach((palace, steps) => {
    byPalace[palace - 1] = wrap(start + steps * (reversed ? -1 : 1));
  });
  return byPalace;
}

// ChartMntContext.getStart(period, mountain, replacementImpl) and isReversed.
function start(period, m, replace) {
  const base = wrap(period + FLIGHT.indexOf(trigramOf(m)));
  const reversed = base === 5 ? !yang(m) : !yang(mapping(m, base));
  if (!replace || base === 5) return [base, reversed];
  const [star, enabled] = REPLACEMENT[mapping(m, base)];
  return [enabled ? star : base, reversed];
}

/** destiny-core's chart of a sitting mountain: [mountain stars, water stars] by palace 1..9. */
function destinyCore(period, sitting, replace) {
  return [sitting, opposite(sitting)].map((m) => fly(...start(period, m, replace)));
}

/** funfwo/Fengshui and the mingyu 替卦 citing it: a 5 takes the mountain's own 起星 star. */
function fiveReplaced(period, sitting) {
  return [sitting, opposite(sitting)].map((m) => {
    const base = wrap(period + FLIGHT.indexOf(trigramOf(m)));
    return base === 5 ? fly(REPLACEMENT[m][0], !yang(m)) : fly(...start(period, m, true));
  });
}

const text = ([mountain, water]) => `${mountain.join('')}/${water.join('')}`;

// destiny-core ChartMntContextTest, each palace "mountain water" 坎 坤 震 巽 中 乾 兑 艮 离.
const published = [
  [8, '子', false, '912345678/765432198'],
  [8, '子', true, '234567891/654321987'],
  [8, '申', false, '123456789/789123456'],
  [8, '申', true, '123456789/678912345'],
];
for (const [period, sitting, replace, expected] of published) {
  const got = text(destinyCore(period, sitting, replace));
  if (got !== expected)
    throw new Error(`destiny-core P${period} ${sitting}: ${got} != ${expected}`);
}
let unformed = 0;
for (let period = 1; period <= 9; period += 1) {
  for (const sitting of MOUNTAINS) {
    const [mountain, water] = destinyCore(period, sitting, true);
    const [at, back] = [trigramOf(opposite(sitting)) - 1, trigramOf(sitting) - 1];
    const stars = [mountain[back], water[at], water[back], mountain[at]];
    const formed = [
      [0, 1],
      [2, 3],
      [0, 2],
      [1, 3],
    ].some(([a, b]) => stars[a] === period && stars[b] === period);
    if (!formed) unformed += 1;
  }
}
if (unformed !== 142)
  throw new Error(`destiny-core counts 142 unformed 替卦 charts, not ${unformed}`);

/** tianji's paiFengshui at each sitting mountain's centre, a year in each period. */
async function tianji(dir) {
  const engine = await import(pathToFileURL(path.join(dir, 'src/modules/fengshui/engine.js')));
  const table = {};
  for (let period = 1; period <= 9; period += 1) {
    table[period] = {};
    for (const facing of MOUNTAINS) {
      const sittingDegrees = MOUNTAINS.indexOf(opposite(facing)) * 15;
      const chart = engine.paiFengshui(1864 + (period - 1) * 20 + 1, sittingDegrees, 2024);
      if (chart.meta.facingName !== facing)
        throw new Error(`tianji faces ${chart.meta.facingName}`);
      const stars = (plate) => Array.from({ length: 9 }, (_, i) => plate[i + 1]);
      table[period][facing] = text([stars(chart.shanPan), stars(chart.xiangPan)]);
    }
  }
  return table;
}

const out = new URL('../src/oracles/houseCharts.json', import.meta.url);
const kept = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).tianji : undefined;
const byFacing = (chart) => {
  const table = {};
  for (let period = 1; period <= 9; period += 1) {
    table[period] = {};
    for (const facing of MOUNTAINS) {
      const found = chart(period, opposite(facing));
      if (found) table[period][facing] = found;
    }
  }
  return table;
};
const table = {
  palaces: '坎 坤 震 巽 中 乾 兑 艮 离',
  destinyCoreReplacement: Object.fromEntries(
    MOUNTAINS.map((m) => [m, `${REPLACEMENT[m][0]}${REPLACEMENT[m][1] ? '' : ' off'}`]),
  ),
  destinyCore: {
    下卦: byFacing((period, sitting) => text(destinyCore(period, sitting, false))),
    替卦: byFacing((period, sitting) => text(destinyCore(period, sitting, true))),
  },
  fiveReplaced: byFacing((period, sitting) => {
    const theirs = text(fiveReplaced(period, sitting));
    return theirs === text(destinyCore(period, sitting, true)) ? undefined : theirs;
  }),
  tianji: process.env.TIANJI_DIR ? await tianji(process.env.TIANJI_DIR) : kept,
};
if (!table.tianji) throw new Error('no tianji table: set TIANJI_DIR');
fs.writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
console.log(`written to ${out.pathname} (${unformed} unformed 替卦 charts, as destiny-core says)`);
