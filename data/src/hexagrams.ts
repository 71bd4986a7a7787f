/**
 * "Hexagram of the day": the 64 I Ching hexagrams and the Xuan Kong Da Gua (玄空大卦) pairing of
 * the 60 jiazi pillars with 60 of them (六十四卦配六十甲子), as practitioner Tong Shu almanacs
 * print it for each day pillar.
 *
 * How the pairing works: the 64 hexagrams of the Fu Xi circle (先天六十四卦圆图) and the 60
 * pillars of the compass (each earthly branch's five pillars, e.g. 甲子 丙子 戊子 庚子 壬子) are
 * laid around the same 360°. Both start at due north, 甲子 with 地雷复 and 坤为地, and run in step,
 * so four pillars meet two hexagrams each, one of them one of the four pure "pillar" hexagrams:
 * 甲子 复/坤, 庚寅 革/离, 甲午 姤/乾, 庚申 蒙/坎. The day table keeps the non-pure hexagram of
 * each pair, so 乾 坤 坎 离 (1, 2, 29, 30) are never a day's hexagram and each of the other 60
 * hexagrams belongs to exactly one pillar.
 *
 * Sources, and how well they agree:
 * - Wikibooks, "Feng Shui/Xuan Kong Da Gua/Relationship With Ba Zi And I Ching"
 *   (https://en.wikibooks.org/wiki/Feng_Shui/Xuan_Kong_Da_Gua/Relationship_With_Ba_Zi_And_I_Ching):
 *   table of 干支 -> 六十四卦 with 卦气 and 卦运. The 21 rows from 甲午 to 癸丑 that were checked
 *   (甲午 is listed with both 天风姤 and 乾为天) all match this table, including 卦气 and 卦运.
 * - GitHub xdhuangsidi/xuankongdatapicker,
 *   xuankongDataPicker/Utils/XKDateGanzhiCaluateUtil.m (commit 961a6cc): lists the five pillars of
 *   every branch with their hexagram (复/坤 甲子, 离/革 庚寅, 乾/姤 甲午, 坎/蒙 庚申) and gives the
 *   卦运 mnemonic (贪狼不变一运来 …). All 60 pillars match by hexagram name. Its code for 壬申 (16)
 *   is a typo for 师 (17), and its shortcut algorithm drifts after 庚寅 and 庚申, but its written
 *   table is right.
 * - GitHub edufengshui/eduXKDG, xkdg_hex.js: a 60-row table (King Wen number, 卦气, 卦运). 56 of its 60
 *   hexagrams match. It puts the pure hexagrams on 甲子 (2) and 甲午 (1) but not on 庚寅 (49) or
 *   庚申 (4), so it is not consistent about the doubled pillars. 乙未 (38) and 癸未 (48) are typos
 *   for 井 48 and 困 47: its own 卦气/卦运 for 乙未 are those of 井, 38 would appear twice, and both
 *   sources above say 井 and 困. Some of its 卦运 values are wrong too (甲辰, 己卯, 癸未), and for
 *   庚寅 and 庚申 it gives the 卦气 of 离 and 坎 next to the numbers of 革 and 蒙.
 * - gnagarna.com, "Sixty Jia zi Lao Huang Li" (http://gnagarna.com/Almanacinquiry/izjrcsctwy.html):
 *   names the four doubled pairs (坤/复 甲子, 离/革 庚寅, 乾/姤 甲午, 坎/蒙 庚申).
 * Where sources differ on a doubled pillar, the non-pure hexagram was chosen, so that 60 distinct
 * hexagrams cover the 60 days and the four pure 乾 坤 坎 离 are treated the same way.
 *
 * `element` comes from the hexagram's 卦气 number, the Early Heaven (先天) number of its upper
 * trigram (坤1 巽2 离3 兑4 艮6 坎7 震8 乾9), read through the He Tu pairs: 1/6 水, 2/7 火, 3/8 木,
 * 4/9 金. Xuan Kong Da Gua has no 土 hexagrams. `period` is the 卦运 (1 to 9), set by which
 * lines differ between the lower and upper trigrams: none 1, bottom 8, middle 7, top 6, bottom and
 * middle 4, bottom and top 3, middle and top 2, all three 9.
 */

/** One I Ching hexagram, as the almanac shows it for a day. */
export interface Hexagram {
  /** King Wen number, 1 to 64. */
  readonly number: number;
  /** Chinese name, simplified: upper trigram image, lower trigram image, name (地雷复). */
  readonly zh: string;
  /** English name (Wilhelm/Baynes tradition). */
  readonly en: string;
  /** Xuan Kong Da Gua element (卦气 through the He Tu): 金, 木, 水 or 火. */
  readonly element: string;
  /** Xuan Kong Da Gua period (卦运), 1 to 9. */
  readonly period?: number;
  /** Six '0'/'1' characters, bottom line first; '1' is a yang (solid) line. */
  readonly lines: string;
  /** Icon path under `data/assets`, e.g. `hexagrams/24.svg`. */
  readonly image: string;
  /** What the hexagram means for the day, in plain English. */
  readonly description: string;
}

/** All 64 hexagrams, by King Wen number. */
export const hexagrams: Readonly<Record<number, Hexagram>> = {
  1: {
    number: 1,
    zh: '乾为天',
    en: 'The Creative',
    element: '金',
    period: 1,
    lines: '111111',
    image: 'hexagrams/01.svg',
    description:
      'A day of strong, steady initiative. Start what matters and keep at it, but do not push so hard that you become arrogant.',
  },
  2: {
    number: 2,
    zh: '坤为地',
    en: 'The Receptive',
    element: '水',
    period: 1,
    lines: '000000',
    image: 'hexagrams/02.svg',
    description:
      'A day to support, follow and be patient rather than lead. Quiet, steady work and cooperation bring results.',
  },
  3: {
    number: 3,
    zh: '水雷屯',
    en: 'Difficulty at the Beginning',
    element: '火',
    period: 4,
    lines: '100010',
    image: 'hexagrams/03.svg',
    description:
      'New things start messily today. Push through the early confusion, get organised and accept help.',
  },
  4: {
    number: 4,
    zh: '山水蒙',
    en: 'Youthful Folly',
    element: '水',
    period: 2,
    lines: '010001',
    image: 'hexagrams/04.svg',
    description:
      'A day for learning and asking good questions. Listen to someone with experience instead of acting on guesswork.',
  },
  5: {
    number: 5,
    zh: '水天需',
    en: 'Waiting',
    element: '火',
    period: 3,
    lines: '111010',
    image: 'hexagrams/05.svg',
    description:
      'The time is not ripe yet. Stay calm, prepare and look after yourself; what you want comes if you do not force it.',
  },
  6: {
    number: 6,
    zh: '天水讼',
    en: 'Conflict',
    element: '金',
    period: 3,
    lines: '010111',
    image: 'hexagrams/06.svg',
    description:
      'Disputes flare up easily today. Avoid quarrels and lawsuits, compromise early and bring in a neutral third party if needed.',
  },
  7: {
    number: 7,
    zh: '地水师',
    en: 'The Army',
    element: '水',
    period: 7,
    lines: '010000',
    image: 'hexagrams/07.svg',
    description:
      'A day for discipline, organisation and clear leadership. Group efforts succeed when everyone knows their role.',
  },
  8: {
    number: 8,
    zh: '水地比',
    en: 'Holding Together',
    element: '火',
    period: 7,
    lines: '000010',
    image: 'hexagrams/08.svg',
    description:
      'A good day to join with others, build alliances and show loyalty. Do not hesitate too long before committing.',
  },
  9: {
    number: 9,
    zh: '风天小畜',
    en: 'The Taming Power of the Small',
    element: '火',
    period: 8,
    lines: '111011',
    image: 'hexagrams/09.svg',
    description:
      'Small steps and gentle persuasion work better than big moves today. Progress is real but limited.',
  },
  10: {
    number: 10,
    zh: '天泽履',
    en: 'Treading',
    element: '金',
    period: 6,
    lines: '110111',
    image: 'hexagrams/10.svg',
    description:
      'Proceed carefully and courteously, as if stepping on a tiger’s tail. Good manners keep you safe around difficult people.',
  },
  11: {
    number: 11,
    zh: '地天泰',
    en: 'Peace',
    element: '水',
    period: 9,
    lines: '111000',
    image: 'hexagrams/11.svg',
    description:
      'Harmony and easy flow. A favourable day for cooperation, meetings and starting joint ventures.',
  },
  12: {
    number: 12,
    zh: '天地否',
    en: 'Standstill',
    element: '金',
    period: 9,
    lines: '000111',
    image: 'hexagrams/12.svg',
    description:
      'Things stall and communication breaks down. Keep a low profile, avoid big commitments and wait for a better time.',
  },
  13: {
    number: 13,
    zh: '天火同人',
    en: 'Fellowship with Others',
    element: '金',
    period: 7,
    lines: '101111',
    image: 'hexagrams/13.svg',
    description: 'A good day for teamwork, networking and working openly with like-minded people.',
  },
  14: {
    number: 14,
    zh: '火天大有',
    en: 'Possession in Great Measure',
    element: '木',
    period: 7,
    lines: '111101',
    image: 'hexagrams/14.svg',
    description:
      'Success and abundance are within reach. Share generously and stay modest to keep them.',
  },
  15: {
    number: 15,
    zh: '地山谦',
    en: 'Modesty',
    element: '水',
    period: 6,
    lines: '001000',
    image: 'hexagrams/15.svg',
    description:
      'Humility wins today. Quiet competence and giving credit to others earn lasting goodwill.',
  },
  16: {
    number: 16,
    zh: '雷地豫',
    en: 'Enthusiasm',
    element: '木',
    period: 8,
    lines: '000100',
    image: 'hexagrams/16.svg',
    description:
      'High spirits make it easy to rally people. Good for celebrations and launching plans, provided the groundwork is done.',
  },
  17: {
    number: 17,
    zh: '泽雷随',
    en: 'Following',
    element: '金',
    period: 7,
    lines: '100110',
    image: 'hexagrams/17.svg',
    description:
      'Adapt to circumstances and follow good leadership. Flexibility, not stubbornness, brings success today.',
  },
  18: {
    number: 18,
    zh: '山风蛊',
    en: 'Work on What Has Been Spoiled',
    element: '水',
    period: 7,
    lines: '011001',
    image: 'hexagrams/18.svg',
    description:
      'A day to fix old problems: repair, clean up and correct past mistakes. Plan before you start and check afterwards.',
  },
  19: {
    number: 19,
    zh: '地泽临',
    en: 'Approach',
    element: '水',
    period: 4,
    lines: '110000',
    image: 'hexagrams/19.svg',
    description:
      'Good things are drawing near. A favourable day to move forward, visit people and guide others, remembering that good times pass.',
  },
  20: {
    number: 20,
    zh: '风地观',
    en: 'Contemplation',
    element: '火',
    period: 2,
    lines: '000011',
    image: 'hexagrams/20.svg',
    description:
      'Step back and observe before acting. A good day for reflection, study and setting an example.',
  },
  21: {
    number: 21,
    zh: '火雷噬嗑',
    en: 'Biting Through',
    element: '木',
    period: 6,
    lines: '100101',
    image: 'hexagrams/21.svg',
    description:
      'Obstacles must be tackled head-on. A day for decisive action, enforcing rules and settling legal matters fairly.',
  },
  22: {
    number: 22,
    zh: '山火贲',
    en: 'Grace',
    element: '水',
    period: 8,
    lines: '101001',
    image: 'hexagrams/22.svg',
    description:
      'Beauty and presentation matter today. Good for art, appearance and social occasions, less so for weighty decisions.',
  },
  23: {
    number: 23,
    zh: '山地剥',
    en: 'Splitting Apart',
    element: '水',
    period: 6,
    lines: '000001',
    image: 'hexagrams/23.svg',
    description:
      'Things are crumbling or being undermined. Do not start new ventures; protect what you have and wait.',
  },
  24: {
    number: 24,
    zh: '地雷复',
    en: 'Return',
    element: '水',
    period: 8,
    lines: '100000',
    image: 'hexagrams/24.svg',
    description:
      'A turning point: energy comes back after a low. Good for fresh starts, recovery and returning to good habits, step by step.',
  },
  25: {
    number: 25,
    zh: '天雷无妄',
    en: 'Innocence',
    element: '金',
    period: 2,
    lines: '100111',
    image: 'hexagrams/25.svg',
    description:
      'Act sincerely and without hidden motives. The unexpected may happen; do not scheme and avoid reckless moves.',
  },
  26: {
    number: 26,
    zh: '山天大畜',
    en: 'The Taming Power of the Great',
    element: '水',
    period: 4,
    lines: '111001',
    image: 'hexagrams/26.svg',
    description:
      'Hold your strength in reserve and build it up. A good day to study, save and prepare for something big.',
  },
  27: {
    number: 27,
    zh: '山雷颐',
    en: 'Nourishment',
    element: '水',
    period: 3,
    lines: '100001',
    image: 'hexagrams/27.svg',
    description:
      'Mind what you take in: food, words and ideas. A day to look after your health and care for others.',
  },
  28: {
    number: 28,
    zh: '泽风大过',
    en: 'Preponderance of the Great',
    element: '金',
    period: 3,
    lines: '011110',
    image: 'hexagrams/28.svg',
    description:
      'The load is heavy and something may give way. Act boldly but carefully to relieve the strain.',
  },
  29: {
    number: 29,
    zh: '坎为水',
    en: 'The Abysmal',
    element: '火',
    period: 1,
    lines: '010010',
    image: 'hexagrams/29.svg',
    description:
      'Danger and difficulty repeat themselves. Stay sincere, keep moving like water and take no unnecessary risks.',
  },
  30: {
    number: 30,
    zh: '离为火',
    en: 'The Clinging',
    element: '木',
    period: 1,
    lines: '101101',
    image: 'hexagrams/30.svg',
    description:
      'Clarity and warmth. Hold on to what is right; a good day for learning, culture and letting your abilities shine.',
  },
  31: {
    number: 31,
    zh: '泽山咸',
    en: 'Influence',
    element: '金',
    period: 9,
    lines: '001110',
    image: 'hexagrams/31.svg',
    description:
      'Mutual attraction and sensitivity. A favourable day for courtship, friendship and really listening to others.',
  },
  32: {
    number: 32,
    zh: '雷风恒',
    en: 'Duration',
    element: '木',
    period: 9,
    lines: '011100',
    image: 'hexagrams/32.svg',
    description:
      'Persistence and consistency pay off. Keep your commitments and routines rather than changing course.',
  },
  33: {
    number: 33,
    zh: '天山遁',
    en: 'Retreat',
    element: '金',
    period: 4,
    lines: '001111',
    image: 'hexagrams/33.svg',
    description:
      'Know when to step back. Withdraw from conflict or bad company in good time and save your strength.',
  },
  34: {
    number: 34,
    zh: '雷天大壮',
    en: 'The Power of the Great',
    element: '木',
    period: 2,
    lines: '111100',
    image: 'hexagrams/34.svg',
    description:
      'Your strength is high. Use it for what is right and do not force things just because you can.',
  },
  35: {
    number: 35,
    zh: '火地晋',
    en: 'Progress',
    element: '木',
    period: 3,
    lines: '000101',
    image: 'hexagrams/35.svg',
    description:
      'Rapid, visible advancement. A good day for promotion, recognition and putting yourself forward.',
  },
  36: {
    number: 36,
    zh: '地火明夷',
    en: 'Darkening of the Light',
    element: '水',
    period: 3,
    lines: '101000',
    image: 'hexagrams/36.svg',
    description:
      'Circumstances are unfriendly. Stay discreet, keep your talents hidden and persevere quietly.',
  },
  37: {
    number: 37,
    zh: '风火家人',
    en: 'The Family',
    element: '火',
    period: 4,
    lines: '101011',
    image: 'hexagrams/37.svg',
    description:
      'Focus on home, family and clear roles. A good day for domestic matters and strengthening close bonds.',
  },
  38: {
    number: 38,
    zh: '火泽睽',
    en: 'Opposition',
    element: '木',
    period: 2,
    lines: '110101',
    image: 'hexagrams/38.svg',
    description:
      'Views diverge and misunderstandings come easily. Small matters can still succeed; look for common ground instead of confrontation.',
  },
  39: {
    number: 39,
    zh: '水山蹇',
    en: 'Obstruction',
    element: '火',
    period: 2,
    lines: '001010',
    image: 'hexagrams/39.svg',
    description: 'The way ahead is blocked. Pause, reassess and seek help rather than charging on.',
  },
  40: {
    number: 40,
    zh: '雷水解',
    en: 'Deliverance',
    element: '木',
    period: 4,
    lines: '010100',
    image: 'hexagrams/40.svg',
    description:
      'Tension eases and problems start to resolve. Forgive, clear up what is left quickly and move on.',
  },
  41: {
    number: 41,
    zh: '山泽损',
    en: 'Decrease',
    element: '水',
    period: 9,
    lines: '110001',
    image: 'hexagrams/41.svg',
    description: 'Cutting back brings benefit. Simplify, trim excess spending and give sincerely.',
  },
  42: {
    number: 42,
    zh: '风雷益',
    en: 'Increase',
    element: '火',
    period: 9,
    lines: '100011',
    image: 'hexagrams/42.svg',
    description:
      'Growth and gain. A favourable day to invest, improve yourself and take on ambitious projects.',
  },
  43: {
    number: 43,
    zh: '泽天夬',
    en: 'Breakthrough',
    element: '金',
    period: 6,
    lines: '111110',
    image: 'hexagrams/43.svg',
    description:
      'A decisive moment: speak up and make firm changes, but stay fair and avoid force.',
  },
  44: {
    number: 44,
    zh: '天风姤',
    en: 'Coming to Meet',
    element: '金',
    period: 8,
    lines: '011111',
    image: 'hexagrams/44.svg',
    description:
      'Unexpected encounters and influences. Be wary of people or offers that seem too tempting.',
  },
  45: {
    number: 45,
    zh: '泽地萃',
    en: 'Gathering Together',
    element: '金',
    period: 4,
    lines: '000110',
    image: 'hexagrams/45.svg',
    description:
      'A good day for gatherings, ceremonies and uniting people around a shared aim. Be prepared for the unexpected.',
  },
  46: {
    number: 46,
    zh: '地风升',
    en: 'Pushing Upward',
    element: '水',
    period: 2,
    lines: '011000',
    image: 'hexagrams/46.svg',
    description:
      'Steady upward progress through effort. A favourable day for career moves and seeking advice from those above you.',
  },
  47: {
    number: 47,
    zh: '泽水困',
    en: 'Oppression',
    element: '金',
    period: 8,
    lines: '010110',
    image: 'hexagrams/47.svg',
    description:
      'Fatigue and constraints. Your words may go unheard today; stay cheerful, keep your integrity and let actions speak.',
  },
  48: {
    number: 48,
    zh: '水风井',
    en: 'The Well',
    element: '火',
    period: 6,
    lines: '011010',
    image: 'hexagrams/48.svg',
    description:
      'Draw on deep, lasting resources. A good day to maintain what serves everyone and to share knowledge.',
  },
  49: {
    number: 49,
    zh: '泽火革',
    en: 'Revolution',
    element: '金',
    period: 2,
    lines: '101110',
    image: 'hexagrams/49.svg',
    description:
      'Time for change. Reform and replace what is outdated, making sure the timing and the reasons are sound.',
  },
  50: {
    number: 50,
    zh: '火风鼎',
    en: 'The Cauldron',
    element: '木',
    period: 4,
    lines: '011101',
    image: 'hexagrams/50.svg',
    description:
      'Nourishment and refinement. A favourable day for cooking, hospitality, culture and founding something lasting.',
  },
  51: {
    number: 51,
    zh: '震为雷',
    en: 'The Arousing',
    element: '木',
    period: 1,
    lines: '100100',
    image: 'hexagrams/51.svg',
    description:
      'Sudden shocks or surprises. Stay composed: the fright passes and can be a useful wake-up call.',
  },
  52: {
    number: 52,
    zh: '艮为山',
    en: 'Keeping Still',
    element: '水',
    period: 1,
    lines: '001001',
    image: 'hexagrams/52.svg',
    description: 'A day for rest, reflection and knowing when to stop. Avoid restless action.',
  },
  53: {
    number: 53,
    zh: '风山渐',
    en: 'Development',
    element: '火',
    period: 7,
    lines: '001011',
    image: 'hexagrams/53.svg',
    description:
      'Gradual, step-by-step progress. Good for engagements and long-term projects; do not rush.',
  },
  54: {
    number: 54,
    zh: '雷泽归妹',
    en: 'The Marrying Maiden',
    element: '木',
    period: 7,
    lines: '110100',
    image: 'hexagrams/54.svg',
    description: 'Know your place and do not overreach. Impulsive commitments may turn out badly.',
  },
  55: {
    number: 55,
    zh: '雷火丰',
    en: 'Abundance',
    element: '木',
    period: 6,
    lines: '101100',
    image: 'hexagrams/55.svg',
    description:
      'A peak of prosperity and brightness. Make the most of it now, knowing that peaks do not last.',
  },
  56: {
    number: 56,
    zh: '火山旅',
    en: 'The Wanderer',
    element: '木',
    period: 8,
    lines: '001101',
    image: 'hexagrams/56.svg',
    description:
      'Travel and transition. Be careful and polite among strangers, travel light and do not settle in.',
  },
  57: {
    number: 57,
    zh: '巽为风',
    en: 'The Gentle',
    element: '火',
    period: 1,
    lines: '011011',
    image: 'hexagrams/57.svg',
    description:
      'Soft, persistent influence, like the wind. Small gains come through patience, tact and good advice.',
  },
  58: {
    number: 58,
    zh: '兑为泽',
    en: 'The Joyous',
    element: '金',
    period: 1,
    lines: '110110',
    image: 'hexagrams/58.svg',
    description:
      'Cheerfulness and good company. A favourable day for conversation, teaching, negotiation and socialising.',
  },
  59: {
    number: 59,
    zh: '风水涣',
    en: 'Dispersion',
    element: '火',
    period: 6,
    lines: '010011',
    image: 'hexagrams/59.svg',
    description:
      'Things scatter and hardness dissolves. A day to break down barriers, reconcile and bring people together again.',
  },
  60: {
    number: 60,
    zh: '水泽节',
    en: 'Limitation',
    element: '火',
    period: 8,
    lines: '110010',
    image: 'hexagrams/60.svg',
    description:
      'Set sensible limits on spending, time and effort. Moderation helps, but do not be too strict with yourself or others.',
  },
  61: {
    number: 61,
    zh: '风泽中孚',
    en: 'Inner Truth',
    element: '火',
    period: 3,
    lines: '110011',
    image: 'hexagrams/61.svg',
    description:
      'Sincerity and trust carry the day. Good for agreements, reconciliation and winning people over honestly.',
  },
  62: {
    number: 62,
    zh: '雷山小过',
    en: 'Preponderance of the Small',
    element: '木',
    period: 3,
    lines: '001100',
    image: 'hexagrams/62.svg',
    description:
      'Small matters succeed, big ones do not. Be modest, mind the details and do not aim too high.',
  },
  63: {
    number: 63,
    zh: '水火既济',
    en: 'After Completion',
    element: '火',
    period: 9,
    lines: '101010',
    image: 'hexagrams/63.svg',
    description:
      'Things are in order, but stay alert: after success, carelessness invites trouble.',
  },
  64: {
    number: 64,
    zh: '火水未济',
    en: 'Before Completion',
    element: '木',
    period: 9,
    lines: '010101',
    image: 'hexagrams/64.svg',
    description: 'Nearly there, but not yet. Proceed carefully and do not treat the job as done.',
  },
};

/**
 * Day pillar (simplified Chinese, e.g. '甲子') -> King Wen number of the day's hexagram, in
 * sexagenary order. 60 distinct hexagrams; never 乾 1, 坤 2, 坎 29 or 离 30 (see above).
 */
export const jiaziHexagram: Readonly<Record<string, number>> = {
  甲子: 24, // 地雷复 Return
  乙丑: 21, // 火雷噬嗑 Biting Through
  丙寅: 37, // 风火家人 The Family
  丁卯: 41, // 山泽损 Decrease
  戊辰: 10, // 天泽履 Treading
  己巳: 34, // 雷天大壮 The Power of the Great
  庚午: 32, // 雷风恒 Duration
  辛未: 6, // 天水讼 Conflict
  壬申: 7, // 地水师 The Army
  癸酉: 53, // 风山渐 Development
  甲戌: 39, // 水山蹇 Obstruction
  乙亥: 35, // 火地晋 Progress
  丙子: 27, // 山雷颐 Nourishment
  丁丑: 17, // 泽雷随 Following
  戊寅: 55, // 雷火丰 Abundance
  己卯: 60, // 水泽节 Limitation
  庚辰: 11, // 地天泰 Peace
  辛巳: 14, // 火天大有 Possession in Great Measure
  壬午: 57, // 巽为风 The Gentle
  癸未: 47, // 泽水困 Oppression
  甲申: 64, // 火水未济 Before Completion
  乙酉: 33, // 天山遁 Retreat
  丙戌: 52, // 艮为山 Keeping Still
  丁亥: 16, // 雷地豫 Enthusiasm
  戊子: 3, // 水雷屯 Difficulty at the Beginning
  己丑: 25, // 天雷无妄 Innocence
  庚寅: 49, // 泽火革 Revolution
  辛卯: 61, // 风泽中孚 Inner Truth
  壬辰: 26, // 山天大畜 The Taming Power of the Great
  癸巳: 43, // 泽天夬 Breakthrough
  甲午: 44, // 天风姤 Coming to Meet
  乙未: 48, // 水风井 The Well
  丙申: 40, // 雷水解 Deliverance
  丁酉: 31, // 泽山咸 Influence
  戊戌: 15, // 地山谦 Modesty
  己亥: 20, // 风地观 Contemplation
  庚子: 42, // 风雷益 Increase
  辛丑: 36, // 地火明夷 Darkening of the Light
  壬寅: 13, // 天火同人 Fellowship with Others
  癸卯: 54, // 雷泽归妹 The Marrying Maiden
  甲辰: 38, // 火泽睽 Opposition
  乙巳: 5, // 水天需 Waiting
  丙午: 28, // 泽风大过 Preponderance of the Great
  丁未: 18, // 山风蛊 Work on What Has Been Spoiled
  戊申: 59, // 风水涣 Dispersion
  己酉: 56, // 火山旅 The Wanderer
  庚戌: 12, // 天地否 Standstill
  辛亥: 8, // 水地比 Holding Together
  壬子: 51, // 震为雷 The Arousing
  癸丑: 22, // 山火贲 Grace
  甲寅: 63, // 水火既济 After Completion
  乙卯: 19, // 地泽临 Approach
  丙辰: 58, // 兑为泽 The Joyous
  丁巳: 9, // 风天小畜 The Taming Power of the Small
  戊午: 50, // 火风鼎 The Cauldron
  己未: 46, // 地风升 Pushing Upward
  庚申: 4, // 山水蒙 Youthful Folly
  辛酉: 62, // 雷山小过 Preponderance of the Small
  壬戌: 45, // 泽地萃 Gathering Together
  癸亥: 23, // 山地剥 Splitting Apart
};
