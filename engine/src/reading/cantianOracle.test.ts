/**
 * Interactions and symbolic stars held to a second implementation, the cantian-tymext library
 * 0.0.25 (`calculateRelation`, `getShen`; ESM, so run in a child `node --input-type=module`).
 * Sample: 400 births uniform over 1901-2099 (mulberry32, seed 4545), each read on a date up to 90
 * years later on the birth's clock, natal pillars with the luck pillar, 流年 and 流月.
 *
 * Compared per relation kind and per star, pillar by pillar. Where the library's rules part from
 * the published ones, the difference is named here:
 * - cantian lists every pair of the seven pillars and every triple; the reading relates pairs with
 *   a natal pillar and triples with at most one pillar now (issue 45), so only those are compared;
 * - cantian drops a 半合 or a two-branch 三刑 when a full 三合 or 三刑 of the same branches is
 *   among its seven pillars (two pillars now included) and depending on the order it meets them;
 *   the reading drops it whenever a full group it lists holds both (see interactions.ts), so
 *   those two kinds are compared on readings where cantian finds no full group;
 * - cantian lists control (尅, e.g. 甲戊) among stem clashes: only its 冲 entries are compared;
 * - cantian's 暗合, 拱, 双合, 双冲 and 伏吟 are kinds the reading does not name;
 * - its 天乙贵人 table is the 《三命通会》 rhyme (六辛逢马虎, the default `nobleRhyme`); under
 *   `geng-xin` (《渊海子平》) the reading parts from it exactly on 庚-anchored 寅午 and 丑未.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { baziChart } from '../bazi/baziChart';
import { birthAt, mulberry32 } from '../testing/seededBirths';
import { DEFAULT_SCHOOL } from '../schools/school';
import { baziReading } from './baziReading';
import type { BaziReading, ReadingSlot } from './types';

const SLOT_NAMES: Readonly<Record<string, ReadingSlot>> = {
  年: 'year',
  月: 'month',
  日: 'day',
  时: 'hour',
  运: 'luck',
  岁: 'flowYear',
  流: 'flowMonth',
};
const ORDER = Object.values(SLOT_NAMES);
const STAR_NAMES: Readonly<Record<string, string>> = {
  天乙贵人: '天乙贵人',
  文昌贵人: '文昌',
  驿马: '驿马',
  桃花: '桃花',
  华盖: '华盖',
  羊刃: '羊刃',
  禄神: '禄神',
  空亡: '空亡',
  天德贵人: '天德',
  月德贵人: '月德',
};

interface Sample {
  readonly reading: BaziReading;
  /** The same reading under the 《渊海子平》 rhyme (`nobleRhyme: 'geng-xin'`). */
  readonly gengXin: BaziReading;
  readonly keys: readonly string[];
  readonly pillars: readonly string[];
  readonly gender: 0 | 1;
}

function samples(): Sample[] {
  const random = mulberry32(4545);
  const from = Date.UTC(1901, 0, 1);
  const span = Date.UTC(2099, 11, 31) - from;
  return Array.from({ length: 400 }, () => {
    const gender = random() < 0.5 ? 'male' : 'female';
    const born = from + Math.floor(random() * span);
    const chart = baziChart(birthAt(born, gender));
    const on = Math.min(born + random() * 90 * 365.25 * 86_400_000, Date.UTC(2100, 11, 31));
    const date = { date: new Date(on).toISOString().slice(0, 10), zone: 'Asia/Shanghai' };
    const reading = baziReading(chart, date);
    const gengXin = baziReading(chart, date, { ...DEFAULT_SCHOOL, nobleRhyme: 'geng-xin' });
    const natal = Object.values(chart.pillars).map((p) => `${p?.stem}${p?.branch}`);
    const now = [reading.now.luck, reading.now.year, reading.now.month].map((p) =>
      p ? `${p.stem}${p.branch}` : '',
    );
    const keys = ['年', '月', '日', '时', '运', '岁', '流'].filter((_, i) => i < 4 || now[i - 4]);
    return {
      reading,
      gengXin,
      keys,
      pillars: [...natal, ...now].filter(Boolean),
      gender: gender === 'male' ? 1 : 0,
    };
  });
}

/** cantian-tymext's relations and stars of every sample, from a child ESM process. */
function cantian(all: readonly Sample[]): { relations: unknown; shen: string[][] }[] {
  const script = `
    import { calculateRelation, getShen } from 'cantian-tymext';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const out = JSON.parse(text).map(({ keys, pillars, gender }) => ({
      relations: calculateRelation(Object.fromEntries(keys.map((k, i) => [k, { 天干: pillars[i][0], 地支: pillars[i][1] }]))),
      shen: getShen(pillars.slice(0, 4).join(''), gender, pillars.slice(4)),
    }));
    process.stdout.write(JSON.stringify(out));`;
  const input = JSON.stringify(all.map(({ keys, pillars, gender }) => ({ keys, pillars, gender })));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input,
    cwd: path.resolve(__dirname, '../../..'),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString()) as { relations: unknown; shen: string[][] }[];
}

type Item = { 柱: string; 知识点: string; 元素?: string; 柱1?: string; 柱2?: string };
type Relations = Record<string, { 天干: Record<string, Item[]>; 地支: Record<string, Item[]> }>;

const KINDS: Readonly<Record<string, string>> = {
  合: 'sixCombination',
  冲: 'sixClash',
  害: 'harm',
  破: 'destruction',
  三合: 'threeHarmony',
  三会: 'directionalCombination',
  三刑: 'punishment',
  半合: 'halfHarmony',
};
const ELEMENT_KINDS = new Set([
  'stemCombination',
  'sixCombination',
  'threeHarmony',
  'halfHarmony',
  'directionalCombination',
]);

const key = (kind: string, slots: readonly ReadingSlot[], element?: string) => {
  const sorted = [...slots].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const nowCount = sorted.filter((s) => ORDER.indexOf(s) > 3).length;
  if (nowCount > 1 || (sorted.length === 2 && nowCount === 2)) return undefined;
  return `${kind} ${sorted.join('+')}${ELEMENT_KINDS.has(kind) ? ` ${element}` : ''}`;
};

/** cantian's relations as the reading's keys, each once. */
function cantianKeys(relations: Relations, branchOf: (slot: ReadingSlot) => string): Set<string> {
  const found = new Set<string>();
  const add = (k: string | undefined) => k && found.add(k);
  for (const [zhu, data] of Object.entries(relations)) {
    const self = SLOT_NAMES[zhu] as ReadingSlot;
    for (const item of data.天干['合'] ?? [])
      add(key('stemCombination', [self, SLOT_NAMES[item.柱] as ReadingSlot], item.元素));
    for (const item of data.天干['冲'] ?? [])
      if (item.知识点.endsWith('冲'))
        add(key('stemClash', [self, SLOT_NAMES[item.柱] as ReadingSlot]));
    for (const [name, items] of Object.entries(data.地支))
      for (const item of items) {
        const others = item.柱1 ? [item.柱1, item.柱2 as string] : [item.柱];
        const slots = [self, ...others.map((o) => SLOT_NAMES[o] as ReadingSlot)];
        if (name === '刑') {
          const same = branchOf(slots[0] as ReadingSlot) === branchOf(slots[1] as ReadingSlot);
          add(key(same ? 'selfPunishment' : 'punishment', slots));
        } else if (KINDS[name]) add(key(KINDS[name] as string, slots, item.元素));
      }
  }
  return found;
}

describe('interactions and symbolic stars against cantian-tymext 0.0.25', () => {
  const all = samples();
  const theirs = cantian(all);

  it('lists the same interactions, kind by kind, on 400 seeded readings', () => {
    const differ: string[] = [];
    const compared = new Set<string>();
    let halfCompared = 0;
    all.forEach((sample, i) => {
      const slotBranch = new Map<ReadingSlot, string>(
        sample.keys.map((k, j) => [SLOT_NAMES[k] as ReadingSlot, sample.pillars[j]?.[1] ?? '']),
      );
      const found = cantianKeys(theirs[i]?.relations as Relations, (s) => slotBranch.get(s) ?? '');
      const ours = new Set(
        sample.reading.interactions.map((x) => key(x.kind, x.members, x.element) as string),
      );
      // A full group anywhere among the seven, even of two pillars now, hides cantian's halves.
      const relations = Object.values(theirs[i]?.relations as Relations);
      const fullHarmony = relations.some((r) => r.地支['三合']);
      const fullPunishment = relations.some((r) => r.地支['三刑']);
      if (!fullHarmony) halfCompared += 1;
      const skip = (k: string) =>
        (fullHarmony && k.startsWith('halfHarmony')) ||
        (fullPunishment && k.startsWith('punishment') && k.split(' ')[1]?.split('+').length === 2);
      for (const k of found) compared.add(k.split(' ')[0] as string);
      for (const k of ours) if (!found.has(k) && !skip(k)) differ.push(`${i} ours only: ${k}`);
      for (const k of found) if (!ours.has(k) && !skip(k)) differ.push(`${i} cantian only: ${k}`);
    });
    expect(halfCompared).toBeGreaterThan(250);
    expect(compared.size).toBe(11);
    expect(differ).toEqual([]);
  });

  it('puts the same ten stars on the same pillars', () => {
    const differ: string[] = [];
    all.forEach((sample, i) => {
      const shen = theirs[i]?.shen ?? [];
      sample.keys.forEach((k, j) => {
        const slot = SLOT_NAMES[k] as ReadingSlot;
        const want = (shen[j] ?? []).flatMap((name) => STAR_NAMES[name] ?? []).sort();
        const got = sample.reading.stars
          .filter((s) => s.slot === slot)
          .map((s) => s.zh)
          .sort();
        if (want.join() !== got.join()) differ.push(`${i} ${slot}: ${got} (cantian ${want})`);
      });
    });
    expect(differ).toEqual([]);
  });

  it('parts from it under the 庚辛逢马虎 rhyme only on the Heavenly Noble of a 庚 day or year', () => {
    const parted = all.filter((sample) => {
      // The slots and anchors only: the source names the rhyme and so always differs.
      const nobles = (r: BaziReading) =>
        JSON.stringify(r.stars.filter((s) => s.zh === '天乙贵人').map((s) => [s.slot, s.from]));
      const others = (r: BaziReading) => JSON.stringify(r.stars.filter((s) => s.zh !== '天乙贵人'));
      expect(others(sample.gengXin)).toBe(others(sample.reading));
      return nobles(sample.gengXin) !== nobles(sample.reading);
    });
    expect(parted.length).toBeGreaterThan(10);
    for (const sample of parted)
      expect([sample.pillars[0]?.[0], sample.pillars[2]?.[0]]).toContain('庚');
  });
});
