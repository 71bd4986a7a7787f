/**
 * The IANA names of China's civil time (one rule set: UTC+8, daylight saving in the summers of
 * 1986-1991): the engine applies the China daylight-saving choice only to a birth in one of them,
 * and the birth forms ask that question only then.
 */
export const CHINA_ZONES: ReadonlySet<string> = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'PRC',
]);
