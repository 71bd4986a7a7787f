/**
 * The yang half of the solar year: the terms from the winter solstice (冬至) up to the summer
 * solstice (夏至). Qi Men's dun and the hour flying stars both turn at the solstices.
 */
const YANG_HALF_TERMS = new Set([
  '冬至',
  '小寒',
  '大寒',
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
]);

/** Whether the solar term in force lies in the yang half (冬至..芒种). */
export function inYangHalf(term: string): boolean {
  return YANG_HALF_TERMS.has(term);
}
