/**
 * The words for the flying-star (紫白飞星, 玄空飞星) school options, as `SCHOOL_OPTIONS` holds them
 * (options.ts): how the day's star is counted, which way the day's and hour's grids fly, and the
 * two places where house-chart (替卦, replacement chart) sources part. docs/engine/stars.md has
 * the longer account and the tests that check each choice.
 */
import type { SchoolOption } from './options';

/** The flying-star fields of `School`. */
export type StarSchoolField =
  'dayStarRule' | 'starFlight' | 'replacementDegrees' | 'replacementFive';

/** The book the day's and hour's stars are written in. */
const XIEJI =
  'the Treatise on Harmonising the Times and Distinguishing the Directions (《协纪辨方书》), volume 3, the day’s purple and white stars (日家紫白)';

export const STAR_SCHOOL_OPTIONS: { readonly [F in StarSchoolField]: SchoolOption<F> } = {
  dayStarRule: {
    field: 'dayStarRule',
    label: 'Day star count',
    zh: '日家紫白',
    choices: [
      {
        value: 'solstice-jiazi',
        label: 'From the Jia Zi day nearest each solstice',
        zh: '二至近甲子',
        meaning:
          'The Jia Zi day (甲子, first of the sixty) nearest the winter solstice starts 1 White counting up, the one nearest the summer solstice 9 Purple counting down, and each half year counts on from its own Jia Zi, as the Treatise states the rule. The lunar-javascript library most almanac apps build on does the same.',
        source: `${XIEJI}; the lunar-javascript calendar library’s day star`,
        stamp: 'day star from the 甲子 (Jia Zi) nearest each solstice',
      },
      {
        value: 'solstice-jiazi-to-winter',
        label: 'Nearest Jia Zi, counted back from winter',
        zh: '二至近甲子，冬至甲子倒推',
        meaning:
          'The same Jia Zi days (甲子), but the half year after the summer one is counted back from the next winter Jia Zi, so every winter Jia Zi follows 3, 2, 1. It parts from the first rule only in the dozen years a century whose summer and winter Jia Zi lie 240 days apart (1905, 1928 … 2088).',
        source: 'the tyme4ts calendar library’s day star',
        stamp: 'day star from the nearest 甲子 (Jia Zi), counted back from the winter one',
      },
      {
        value: 'six-segments',
        label: 'Six segments from the solar terms',
        zh: '冬至、雨水、谷雨、夏至、处暑、霜降六段',
        meaning:
          'Six segments opened by the Winter Solstice (冬至), Rain Water (雨水) and Grain Rain (谷雨), counting up, and by the Summer Solstice (夏至), End of Heat (处暑) and Frost’s Descent (霜降), counting down; each day’s star follows from its place in the sixty-day cycle, so the count jumps where a segment opens.',
        source:
          'the destiny-core library’s day centre star; the xuankong-zibai library’s day star; chinesefortunecalendar.com’s daily flying stars',
        stamp: 'day star in six segments from the solar terms',
      },
      {
        value: 'solstice-first-jiazi',
        label: 'From the first Jia Zi after each solstice',
        zh: '二至后首甲子',
        meaning:
          'The first Jia Zi day (甲子) on or after each solstice is 1 White (winter) or 9 Purple (summer), and the days from the solstice to it are counted back from it, so the count breaks on the solstice’s day.',
        source: 'Joseph Yu, “Day Stars” (2000); HC Hung, “Daily Flying Stars”',
        stamp: 'day star from the first 甲子 (Jia Zi) after each solstice',
      },
      {
        value: 'cnlunar',
        label: 'One endless count',
        zh: '日星连续逆数',
        meaning:
          'One count going down a star a day for ever, with no half years and no Jia Zi day (甲子), as the cnlunar library has it (8 White on 17 January 2019).',
        source: 'the cnlunar calendar library’s day star',
        stamp: 'day star by cnlunar’s continuous count',
      },
    ],
  },
  starFlight: {
    field: 'starFlight',
    label: 'Day and hour star flight',
    zh: '日时飞星顺逆',
    choices: [
      {
        value: 'forward',
        label: 'Always forward',
        zh: '顺飞',
        meaning:
          'Every grid flies forward through the palaces (centre, NW, W, NE, S, N, SW, E, SE), one star more each, whether its count goes up or down, as the Lo Shu (洛书) path is printed.',
        source: `${XIEJI}; Wikibooks, “Feng Shui/Flying Star Feng Shui” (the flight path)`,
        stamp: 'grids flown forward (顺飞)',
      },
      {
        value: 'yin-backward',
        label: 'Backward in the yin half',
        zh: '阴遁逆飞',
        meaning:
          'The day’s and the hour’s grids fly backward (逆飞), one star less each palace, in the yin half of the year, when their counts go down: the day’s from the summer Jia Zi (甲子), the hour’s from the Summer Solstice (夏至). Year and month grids still fly forward. As some almanacs print them.',
        source: `${XIEJI}; printed almanacs that fly a grid backward while its count goes down (阴遁, the yin half)`,
        stamp: 'day and hour grids backward in the yin half (阴遁逆飞)',
      },
    ],
  },
  replacementDegrees: {
    field: 'replacementDegrees',
    label: 'Replacement chart threshold',
    zh: '替卦度数',
    choices: [
      {
        value: '3',
        label: 'Within 3° of a mountain’s edge',
        zh: '兼向三度用替',
        meaning:
          'A house facing within 3° of the edge of one of the 24 mountains (二十四山) takes the replacement chart (替卦); the middle 9° of each mountain keeps the base chart (下卦).',
        source: 'Wikibooks, “Feng Shui/Flying Star Feng Shui” (Substitute Star); fengshuied.com',
        stamp: 'replacement chart (替卦) within 3° of an edge',
      },
      {
        value: '4.5',
        label: 'Within 4.5° of a mountain’s edge',
        zh: '兼向四度半用替',
        meaning:
          'A wider band: within 4.5° of an edge the chart is a replacement chart (替卦), and only the middle 6° of each mountain keeps the base chart (下卦).',
        source:
          'the wider replacement band of other flying-star implementations; its charts are destiny-core’s replacement (用替) charts',
        stamp: 'replacement chart (替卦) within 4.5° of an edge',
      },
    ],
  },
  replacementFive: {
    field: 'replacementFive',
    label: 'A 5 in a replacement chart',
    zh: '替卦五黄入中',
    choices: [
      {
        value: 'keep',
        label: 'The 5 stays 5',
        zh: '五黄仍以五入中',
        meaning:
          'When the 5 Yellow (五黄) reaches the centre as a mountain or water star in a replacement chart (替卦), it has no replacement and stays 5, flown by the mountain’s own polarity.',
        source:
          'the destiny-core library’s replacement charts (用替); the mingyu library’s replacement chart citing Shen’s Xuan Kong Studies (《沈氏玄空学》)',
        stamp: 'a 5 in the replacement chart stays 5',
      },
      {
        value: 'replace',
        label: 'The 5 takes the mountain’s own star',
        zh: '五黄用本山起星',
        meaning:
          'A 5 Yellow (五黄) reaching the centre in a replacement chart (替卦) is replaced by the star the sitting (or facing) mountain itself calls up in the rhyme of the stars (起星诀), flown by that mountain’s polarity. 48 of the 216 replacement charts change.',
        source:
          'the funfwo/Fengshui charting script (paipan.py); the mingyu library’s replacement chart citing it',
        stamp: 'a 5 in the replacement chart takes the mountain’s own star',
      },
    ],
  },
};
