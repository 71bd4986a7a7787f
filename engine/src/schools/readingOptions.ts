/**
 * The words for the Bazi reading's school options (issue 45), as `SCHOOL_OPTIONS` holds them
 * (options.ts): which rhyme places the Heavenly Noble (天乙贵人) of 庚 and 辛, and whether the
 * stems clash (天干冲), and where a yin stem's Goat Blade (羊刃) falls. docs/engine/reading.md has the longer account and the tests that check
 * each choice.
 */
import type { SchoolOption } from './options';

/** The Bazi reading's fields of `School`. */
export type ReadingSchoolField = 'nobleRhyme' | 'stemClash' | 'yinBlade';

export const READING_SCHOOL_OPTIONS: {
  readonly [F in ReadingSchoolField]: SchoolOption<F>;
} = {
  nobleRhyme: {
    field: 'nobleRhyme',
    label: 'Heavenly Noble rhyme',
    zh: '天乙贵人起例',
    choices: [
      {
        value: 'six-xin',
        label: 'Geng with Jia and Wu, Xin at Tiger and Horse',
        zh: '甲戊庚牛羊，六辛逢马虎',
        meaning:
          'The Heavenly Noble (天乙贵人) of a Geng (庚) stem is in Ox and Goat (丑未), as for Jia and Wu; of a Xin (辛) stem in Tiger and Horse (寅午). The rhyme the Compendium of the Three Lives concludes its table with, giving the Three Carriages’ (《三车一览》) reasoning for Xin at Tiger and Horse. The almanac’s nobleman hours and personal days read it too.',
        source:
          'the Compendium of the Three Lives (《三命通会》), volume 3, On the Heavenly Noble (论天乙贵人); the cantian-tymext library’s Heavenly Noble table',
        stamp: 'Heavenly Noble 甲戊庚牛羊 (Geng at Ox and Goat)',
      },
      {
        value: 'geng-xin',
        label: 'Geng and Xin at Tiger and Horse',
        zh: '甲戊兼牛羊，庚辛逢马虎',
        meaning:
          'Both Geng (庚) and Xin (辛) find the Heavenly Noble (天乙贵人) in Tiger and Horse (寅午), and Jia and Wu keep Ox and Goat (丑未), as the rhyme is printed in the Sea of Zi Ping and in many modern manuals.',
        source:
          'the Deep Sea of Zi Ping (《渊海子平》), volume 1, On the Jade Hall Heavenly Noble (论起玉堂天乙贵人): 甲戊兼牛羊…庚辛逢马虎 (Jia and Wu at Ox and Goat … Geng and Xin at Horse and Tiger)',
        stamp: 'Heavenly Noble 庚辛逢马虎 (Geng and Xin at Tiger and Horse)',
      },
    ],
  },
  stemClash: {
    field: 'stemClash',
    label: 'Stem clashes',
    zh: '天干相冲',
    choices: [
      {
        value: 'four',
        label: 'Four stem clashes',
        zh: '甲庚、乙辛、丙壬、丁癸相冲',
        meaning:
          'Two stems of the same polarity seven apart whose elements face each other across the compass clash: Jia and Geng (甲庚), Yi and Xin (乙辛), Bing and Ren (丙壬), Ding and Gui (丁癸). Wu and Ji (戊己), the centre’s earth, clash with none. As most Bazi software lists stem clashes.',
        source:
          'the cantian-tymext library’s stem clash table (its other seven-apart pairs it names control, 尅, not clash); modern Bazi manuals’ four stem clashes (天干四冲)',
        stamp: 'stem clashes 甲庚 乙辛 丙壬 丁癸',
      },
      {
        value: 'none',
        label: 'No stem clashes',
        zh: '天干不论冲',
        meaning:
          'Stems combine (天干五合) but are not said to clash: a stem seven apart only controls (克) the other, read through the ten gods (七杀). For schools that keep clashes to the branches.',
        source:
          'readings that keep clashes (冲) to the branches, as the Compendium of the Three Lives (《三命通会》), volume 2, On Clashes (论冲击), sets out clashes for the branches only',
        stamp: 'no stem clashes',
      },
    ],
  },
  yinBlade: {
    field: 'yinBlade',
    label: 'Goat Blade of yin stems',
    zh: '阴干羊刃',
    choices: [
      {
        value: 'before-lu',
        label: 'One before the Prosperity star',
        zh: '阴干羊刃在禄后一位（帝旺）',
        meaning:
          'A yin stem’s Goat Blade (羊刃) is its peak (帝旺), one branch before its Prosperity star (禄): Yi (乙) in Tiger (寅), Ding and Ji (丁己) in Snake (巳), Xin (辛) in Monkey (申), Gui (癸) in Pig (亥). Yang stems’ is one past their Prosperity star (甲 in 卯) in every reading.',
        source:
          'the cantian-tymext library’s Goat Blade table, by the peak of the twelve stages counted backward for yin stems (阳顺阴逆), as the Treatise on Harmonising the Times (《协纪辨方书》), volume 1, Growth and Peak of the Five Phases (五行生旺), counts them',
        stamp: 'yin Goat Blade at the peak (乙 寅)',
      },
      {
        value: 'after-lu',
        label: 'One past the Prosperity star',
        zh: '十干羊刃皆在禄前一位',
        meaning:
          'Every stem’s Goat Blade (羊刃), yin or yang, is one branch past its Prosperity star (禄): Yi (乙) in Dragon (辰), Ding and Ji (丁己) in Goat (未), Xin (辛) in Dog (戌), Gui (癸) in Ox (丑).',
        source:
          'the Compendium of the Three Lives (《三命通会》), volume 3, On the Goat Blade (论羊刃)',
        stamp: 'Goat Blade one past 禄 for all stems (乙 辰)',
      },
      {
        value: 'none',
        label: 'Yang stems only',
        zh: '五阴无刃',
        meaning: 'Only the five yang stems have a Goat Blade (羊刃); the five yin stems have none.',
        source:
          'the Deep Sea of Zi Ping (《渊海子平》), On the Yang Blade (论阳刃): 乙丁己辛癸五阴无刃 (the five yin stems Yi, Ding, Ji, Xin and Gui have no blade)',
        stamp: 'no Goat Blade for yin stems',
      },
    ],
  },
};
