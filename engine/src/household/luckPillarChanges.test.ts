/**
 * Luck-pillar changes against the Bazi chart (`baziChart`, what `tongshu bazi` prints) for the same
 * person and school: 200 seeded births of 1950-2050 (mulberry32, seed 44) in five zones and the
 * four luck-start rules; every instant, read on the birth zone's clock, is the chart's start to
 * the second, with the chart's pillar and age.
 */
import { baziChart } from '../bazi/baziChart';
import type { LuckStartRule } from '../schools/school';
import { birthAt, mulberry32 } from '../testing/seededBirths';
import { localFieldsAt, parseZone } from '../time/zone';
import { luckPillarChanges } from './luckPillarChanges';

const ZONES = ['Asia/Hong_Kong', 'Europe/Berlin', 'America/New_York', 'Asia/Shanghai', '+05:30'];
const RULES: readonly LuckStartRule[] = ['default', 'china95', 'sect1', 'sect2'];

describe('luckPillarChanges', () => {
  it('gives the chart’s nine starts, pillars and ages for 200 births, 5 zones, 4 rules', () => {
    const random = mulberry32(44);
    const span = Date.UTC(2050, 11, 31) - Date.UTC(1950, 0, 1);
    const wrong: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const birth = birthAt(
        Date.UTC(1950, 0, 1) + Math.floor(random() * span),
        i % 2 ? 'male' : 'female',
      );
      const options = {
        zone: ZONES[i % ZONES.length] as string,
        luckStart: RULES[i % RULES.length] as LuckStartRule,
      };
      const chart = baziChart(birth, options);
      const changes = luckPillarChanges(birth, options);
      const zone = parseZone(options.zone);
      chart.luck.pillars.forEach((pillar, k) => {
        const change = changes[k];
        const { year, month, day, hour, minute, second } = pillar.start;
        const got = change && {
          ...localFieldsAt(zone, change.utcMs),
          stem: change.pillar.stem,
          branch: change.pillar.branch,
          age: change.age,
        };
        const want = {
          year,
          month,
          day,
          hour,
          minute,
          second,
          stem: pillar.stem,
          branch: pillar.branch,
          age: pillar.age,
        };
        if (JSON.stringify(got) !== JSON.stringify(want))
          wrong.push(`${i} ${k}: ${JSON.stringify(got)} ${JSON.stringify(want)}`);
      });
      expect(changes).toHaveLength(9);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('follows the published example (shiren-columns: male 2021-11-18 16:33, 戊戌 from 2025)', () => {
    const changes = luckPillarChanges({
      date: { year: 2021, month: 11, day: 18 },
      time: { hour: 16, minute: 33 },
      gender: 'male',
    });
    expect(changes.slice(0, 4).map((c) => `${c.pillar.stem}${c.pillar.branch}`)).toEqual([
      '戊戌',
      '丁酉',
      '丙申',
      '乙未',
    ]);
    expect(
      changes.slice(0, 4).map((c) => new Date(c.utcMs + 8 * 3_600_000).getUTCFullYear()),
    ).toEqual([2025, 2035, 2045, 2055]);
  });
});
