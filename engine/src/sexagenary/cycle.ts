/**
 * The ten heavenly stems, twelve earthly branches and the sixty-pillar (jiazi) cycle.
 * Indices are 0-based: 甲 = 0, 子 = 0, 甲子 = 0 ... 癸亥 = 59.
 */
export const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const BRANCHES = [
  '子',
  '丑',
  '寅',
  '卯',
  '辰',
  '巳',
  '午',
  '未',
  '申',
  '酉',
  '戌',
  '亥',
] as const;

export type Stem = (typeof STEMS)[number];
export type Branch = (typeof BRANCHES)[number];

/** Branch keys in pinyin, in cycle order; the spec's hour fields are named with them. */
export const BRANCH_KEYS = [
  'zhi',
  'chou',
  'yin',
  'mao',
  'chen',
  'si',
  'wu',
  'wei',
  'shen',
  'you',
  'xu',
  'hai',
] as const;
export type BranchKey = (typeof BRANCH_KEYS)[number];

export function stemIndex(stem: string): number {
  const i = STEMS.indexOf(stem as Stem);
  if (i < 0) throw new RangeError(`not a heavenly stem: ${stem}`);
  return i;
}

export function branchIndex(branch: string): number {
  const i = BRANCHES.indexOf(branch as Branch);
  if (i < 0) throw new RangeError(`not an earthly branch: ${branch}`);
  return i;
}

/** Index 0..59 of a pillar given its stem and branch indices (they must share parity). */
export function jiaziIndex(stem: number, branch: number): number {
  if ((stem - branch) % 2 !== 0)
    throw new RangeError(`no such pillar: stem ${stem}, branch ${branch}`);
  return (6 * stem - 5 * branch + 60) % 60;
}

export function jiaziName(index: number): string {
  const i = ((index % 60) + 60) % 60;
  return `${STEMS[i % 10]}${BRANCHES[i % 12]}`;
}

export function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** The year pillar of the year that began at the 立春 of Gregorian `solarYear` (1984 was 甲子). */
export function yearPillarOf(solarYear: number): number {
  return mod(solarYear - 1984, 60);
}

/** Clock hour (0..23) at which the two-hour slot of a branch starts: 子 23, 丑 1 ... 亥 21. */
export function hourSlotStart(branch: number): number {
  return mod(branch * 2 - 1, 24);
}
