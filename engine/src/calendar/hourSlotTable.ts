/**
 * The twelve hour slots 子..亥 of each day pillar, as lunar-javascript's `LunarTime` objects give
 * them (`Lunar.getTimes()`), read from the library's own tables. Every hour fact depends only on
 * the day pillar and the hour branch, so there are 720 slots. Filling them from `LunarTime`
 * objects cost a cold request about 150 ms (60 `Lunar` objects and their terms, then a scan of
 * the 20 KB `TIME_YI_JI` string per getter, issue 46); here the string is parsed once and each
 * getter is the lookup it makes. `hourSlotTable.test.ts` holds all 720 slots to the object API.
 */
import { LunarUtil } from 'lunar-javascript';
import { BRANCHES, STEMS, jiaziIndex } from '../sexagenary/cycle';
import type { HourFacts } from './lunarAdapter';
import { pillarFacts, suitAvoidTerms, type SuitAvoid } from './lunarTables';

/** One record of `TIME_YI_JI`: `DDTT=YY…,JJ…`, day and hour pillars and YI_JI indices in hex. */
const RECORD = /([0-9A-F]{4})=([0-9A-F]*),([0-9A-F]*?)(?=[0-9A-F]{4}=|$)/g;

/** The hour lists by day pillar x 60 + hour pillar; as in the library, the first record wins. */
function parseTimeSuitAvoid(): Map<number, SuitAvoid> {
  const lists = new Map<number, SuitAvoid>();
  for (const [, key = '', yi = '', ji = ''] of LunarUtil.TIME_YI_JI.matchAll(RECORD)) {
    const at = parseInt(key.slice(0, 2), 16) * 60 + parseInt(key.slice(2), 16);
    if (!lists.has(at)) lists.set(at, { yi: suitAvoidTerms(yi), ji: suitAvoidTerms(ji) });
  }
  return lists;
}

const NONE: readonly string[] = Object.freeze([]);

function buildTable(): (readonly HourFacts[])[] {
  const suitAvoid = parseTimeSuitAvoid();
  return Array.from({ length: 60 }, (_, dayPillar) => {
    const offset = LunarUtil.ZHI_TIAN_SHEN_OFFSET[BRANCHES[dayPillar % 12] as string] as number;
    return Object.freeze(
      BRANCHES.map((zhi, branch): HourFacts => {
        // The hour stem (五鼠遁): 甲 and 己 days start their 子 hour at 甲, and so on.
        const stem = (((dayPillar % 10) % 5) * 2 + branch) % 10;
        const hourPillar = jiaziIndex(stem, branch);
        const tianShen = LunarUtil.TIAN_SHEN[((branch + offset) % 12) + 1] as string;
        const tianShenType = LunarUtil.TIAN_SHEN_TYPE[tianShen] as string;
        const facts = pillarFacts(hourPillar);
        const lists = suitAvoid.get(dayPillar * 60 + hourPillar);
        return Object.freeze({
          gan: STEMS[stem] as string,
          zhi,
          tianShen,
          tianShenType,
          tianShenLuck: LunarUtil.TIAN_SHEN_TYPE_LUCK[tianShenType] as string,
          naYin: facts.naYin,
          chongGan: facts.chongGan,
          chong: facts.chong,
          sha: facts.sha,
          yi: lists?.yi ?? NONE,
          ji: lists?.ji ?? NONE,
        });
      }),
    );
  });
}

let table: readonly (readonly HourFacts[])[] | undefined;

/** The twelve slots of a day pillar (jiazi index 0..59), the table filled on first use. */
export function tabledHourSlots(dayPillar: number): readonly HourFacts[] | undefined {
  table ??= buildTable();
  return table[dayPillar];
}
