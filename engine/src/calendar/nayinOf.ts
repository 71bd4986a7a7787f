import { branchIndex, jiaziIndex, stemIndex } from '../sexagenary/cycle';
import { pillarFacts } from './lunarTables';

/**
 * The NaYin (纳音) of a pillar, e.g. `甲子` -> `海中金`: the almanac's own table (lunar-javascript's
 * `LunarUtil.NAYIN`, read through the adapter), so a chart and the day page name it alike.
 * @throws RangeError for a stem or branch that is not one.
 */
export function nayinOf(stem: string, branch: string): string {
  return pillarFacts(jiaziIndex(stemIndex(stem), branchIndex(branch))).naYin;
}
