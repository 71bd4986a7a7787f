/**
 * The words for every school option, as the settings card, the differences panel, the CLI and the
 * stamps show them: a short label, the Chinese name with its English, one sentence of what it
 * means and who uses it, and the source (docs/engine/schools.md has the longer account).
 */
import type { School, SchoolField } from './school';
import { READING_SCHOOL_OPTIONS } from './readingOptions';
import { STAR_SCHOOL_OPTIONS } from './starOptions';

export interface SchoolChoice<V extends string = string> {
  readonly value: V;
  /** Short English label, e.g. "Midnight, early and late Rat hours". */
  readonly label: string;
  /** Chinese name, e.g. "早子/晚子". */
  readonly zh: string;
  /** What it means and who uses it, one or two sentences. */
  readonly meaning: string;
  /** Where the rule is written down or implemented. */
  readonly source: string;
  /** How the stamp names it, e.g. "day change 23:00". */
  readonly stamp: string;
}

export interface SchoolOption<F extends SchoolField = SchoolField> {
  readonly field: F;
  readonly label: string;
  readonly zh: string;
  readonly choices: readonly SchoolChoice<School[F]>[];
}

type Options = { readonly [F in SchoolField]: SchoolOption<F> };

/**
 * The book every luck-start rule divides by (METAPHYSICS.md section 7's proportion): 《三命通会》
 * 卷二 论大运 counts the days and 时辰 to the 节, three days (36 时辰) a year and so one 时辰 ten
 * days; 《渊海子平》 论起大运法 gives the same three days a year. Counting to the minute or second
 * is the calendar libraries' own (docs/engine/schools.md has the passages and where to read them).
 */
const LUCK_BOOK =
  'the Compendium of the Three Lives (《三命通会》), volume 2, On the Great Luck (论大运): three days to the 节 (solar term) are one year, one 时辰 (two-hour period) ten days';

export const SCHOOL_OPTIONS: Options = {
  dayChange: {
    field: 'dayChange',
    label: 'Day change and the Rat hour',
    zh: '换日与子时',
    choices: [
      {
        value: '23:00',
        label: 'At 23:00',
        zh: '子初换日',
        meaning:
          'The new day begins with the Rat hour at 23:00, so a birth at 23:30 takes the next day’s pillar. Most Bazi software and printed almanacs do this.',
        source:
          'the lunar-javascript and tyme4ts calendar libraries, their first and default day-change rule',
        stamp: 'day change 23:00',
      },
      {
        value: 'midnight',
        label: 'At midnight, early and late Rat hours',
        zh: '早子/晚子',
        meaning:
          'The day pillar changes at 00:00; the late Rat hour from 23:00 keeps today’s day pillar but takes its stem from the next day. Taught by schools that split the Rat hour in two.',
        source:
          'the lunar-javascript and tyme4ts calendar libraries, their second day-change rule (day at midnight)',
        stamp: 'day change 00:00 (early/late Rat hour)',
      },
      {
        value: 'midnight-same-stem',
        label: 'At midnight, late Rat hour on today’s stem',
        zh: '零点换日，夜子时用当日干',
        meaning:
          'The day pillar changes at 00:00 and the hour from 23:00 takes its stem from its own day, like the Rat hour that opened it. The “modern simplified” reading that does not split the Rat hour.',
        source:
          'the Five Rats rule (五鼠遁) applied to the civil day, as asked of the lunar-javascript and lunar-typescript calendar libraries by their users',
        stamp: 'day change 00:00 (late Rat hour on its own day)',
      },
    ],
  },
  luckStart: {
    field: 'luckStart',
    label: 'Luck pillar start',
    zh: '起运',
    choices: [
      {
        value: 'default',
        label: 'To the second',
        zh: '精确起运',
        meaning:
          'Counts the exact time to the solar term: 3 days are a year, 1 day is 4 months, 1 hour 5 days, 1 second 2 minutes. The most precise reading.',
        source: `${LUCK_BOOK}; carried to the second as the tyme4ts calendar library counts`,
        stamp: 'luck start to the second',
      },
      {
        value: 'china95',
        label: 'In whole days',
        zh: '元亨利贞',
        meaning:
          'Counts the whole minutes to the term and keeps whole years, months and days (4,320 minutes a year, 360 a month, 12 a day), dropping the rest. The rule of Yuan Heng Li Zhen (元亨利贞), the 1995 Chinese reference software.',
        source: `${LUCK_BOOK}; counted in whole minutes as Yuan Heng Li Zhen (元亨利贞, 1995) does, in the tyme4ts calendar library’s reading`,
        stamp: 'luck start in whole days',
      },
      {
        value: 'sect1',
        label: 'In two-hour periods',
        zh: '时辰起运',
        meaning:
          'Counts days and two-hour periods (时辰) between the birth and the term, as printed tables do: a day is 4 months, a 时辰 10 days.',
        source: `${LUCK_BOOK}; counted in days and 时辰 (two-hour periods) as the book’s own example is, the lunar-javascript and tyme4ts calendar libraries’ first method`,
        stamp: 'luck start in 时辰 (two-hour periods)',
      },
      {
        value: 'sect2',
        label: 'In minutes',
        zh: '分钟起运',
        meaning:
          'Counts whole minutes: 4,320 minutes are a year, 360 a month, 12 a day, and each remaining minute 2 hours.',
        source: `${LUCK_BOOK}; counted in minutes (4,320 a year), the lunar-javascript and tyme4ts calendar libraries’ second method`,
        stamp: 'luck start in minutes',
      },
    ],
  },
  qimenMethod: {
    field: 'qimenMethod',
    label: 'Qi Men ju',
    zh: '定局',
    choices: [
      {
        value: 'chaibu',
        label: 'Split and patch',
        zh: '拆补',
        meaning:
          'The solar term in force at the hour and the day’s 符头 (lead day) decide the ju (局, the chart’s number, 1 to 9). The method of most modern Qi Men software.',
        source: 'the Complete Tradition of Qi Men Dun Jia (《奇门遁甲统宗》); the qimen-rs library',
        stamp: 'Qi Men 拆补 (split and patch)',
      },
      {
        value: 'zhirun',
        label: 'Leap ju',
        zh: '置闰',
        meaning:
          'The 符头 (lead day) runs ahead of (超神, surpassing the spirit) or behind (接气, receiving the qi) the solar term, and a leap ju repeats Grain in Ear (芒种) or Great Snow (大雪) when it runs more than 9 days ahead. The classical method of the schools of the Song of the Old Fisherman on Misty Waves (《烟波钓叟歌》). Hour charts only: day charts read the same under both.',
        source:
          'the Complete Secret Book of Qi Men Dun Jia (《奇门遁甲秘笈大全》), its chapters on surpassing and receiving and on the leap',
        stamp: 'Qi Men 置闰 (leap ju)',
      },
    ],
  },
  qimenPlate: {
    field: 'qimenPlate',
    label: 'Qi Men plate',
    zh: '盘式',
    choices: [
      {
        value: 'rotating',
        label: 'Rotating plate',
        zh: '转盘',
        meaning:
          'Stars, doors and deities turn round the eight outer palaces together. Most schools today.',
        source: 'the Complete Tradition of Qi Men Dun Jia (《奇门遁甲统宗》); the qimen-rs library',
        stamp: 'rotating plate (转盘)',
      },
      {
        value: 'flying',
        label: 'Flying plate',
        zh: '飞盘',
        meaning:
          'Hour charts only. Stars (with their stems) and doors fly forward through the palaces 1 to 9 in both yang and yin charts (阴阳皆顺), the centre included: the lead star to the hour stem, the lead door to the hour branch. Nine deities, the ninth being 太常 (Grand Constant), fly from the lead star, forward in a yang chart and backward in a yin one. The default flying order, as qimen-go’s.',
        source:
          'the qimen-go library’s flying plate, all in order; the flying-palace method in seven steps (奇门飞宫之7步排出完美盘局): heaven and people plates always fly forward, the deities forward in yang and backward in yin',
        stamp: 'flying plate (飞盘)',
      },
      {
        value: 'flying-yin-reverse',
        label: 'Flying plate, stars backward in yin',
        zh: '飞盘 阳顺阴逆',
        meaning:
          'Hour charts only. The flying plate as above, but in a yin chart the stars, each with its stem, fly backward from the lead star (palace 9, 8, 7 …), as the yin dun’s earth plate is laid; doors and deities as above. The other flying-plate tradition: it puts other stars in other palaces in every yin chart but the lead star’s.',
        source:
          'the qimen-go library’s flying plate with yang forward and yin backward, which it traces to the Kuo Nang Ji (括囊集); the mingyu library’s flying plate, stars flown forward or backward through palaces 1 to 9 with their stems',
        stamp: 'flying plate (飞盘), stars backward in yin (阳顺阴逆)',
      },
    ],
  },
  yearStart: {
    field: 'yearStart',
    label: 'Almanac year',
    zh: '年首',
    choices: [
      {
        value: 'lichun',
        label: 'From the Start of Spring',
        zh: '立春',
        meaning:
          'The almanac’s year pillar and the year’s flying star (年紫白) change at the Start of Spring (about 4 February), as the Bazi year always does.',
        source:
          'the Treatise on Harmonising the Times and Distinguishing the Directions (《协纪辨方书》); the lunar-javascript calendar library’s year from the Start of Spring',
        stamp: 'year from 立春 (Start of Spring)',
      },
      {
        value: 'lunar-new-year',
        label: 'From the lunar new year',
        zh: '正月初一',
        meaning:
          'The almanac’s year pillar and the year’s flying star (年紫白) change on the first day of the first lunar month, as folk calendars print them. Bazi charts and the month’s star keep the solar terms.',
        source: 'the lunar-javascript calendar library’s year from the lunar new year',
        stamp: 'year from the lunar new year (正月初一)',
      },
    ],
  },
  ...STAR_SCHOOL_OPTIONS,
  ...READING_SCHOOL_OPTIONS,
};

/** The words for one field's chosen value. */
export function schoolChoice<F extends SchoolField>(field: F, value: School[F]): SchoolChoice {
  const choice = SCHOOL_OPTIONS[field].choices.find((c) => c.value === value);
  if (!choice) throw new RangeError(`${field} has no choice ${value}`);
  return choice;
}

/**
 * The stamp of the chosen `fields` of a school, e.g. "luck start to the second · Qi Men 拆补 (split
 * and patch)": what a chart, a page or a feed names beside its conventions line.
 */
export function schoolStamp(school: School, fields: readonly SchoolField[]): string {
  return fields.map((field) => schoolChoice(field, school[field]).stamp).join(' · ');
}
