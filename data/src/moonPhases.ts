/**
 * Moon phases under two naming schemes:
 * - the traditional names of the days of the lunar month (月相), keyed exactly as
 *   lunar-javascript 1.7.7 emits them from `Lunar#getYueXiang()` (every distinct non-empty value of
 *   `LunarUtil.YUE_XIANG`: 23 names over 30 days, as some names cover two or three days);
 * - the eight astronomical phases, keyed 新月 蛾眉月 上弦月 盈凸月 满月 亏凸月 下弦月 残月.
 *
 * Sources: the traditional day names as listed in lunar-javascript and in Chinese / Japanese moon
 * lore (立待, 居待, 寝待 and 更待 are the "standing", "sitting", "lying" and "late-watch" waits
 * for a moon that rises later each night, also known in Japan); the eight phases in standard
 * astronomical English with the Unicode moon-phase emoji.
 */
import type { Glossary } from './types';

export const moonPhases: Glossary = {
  // Traditional names, lunar days 1-30
  朔: {
    en: 'New Moon',
    emoji: '🌑',
    icon: 'moon-new',
    description: 'Day 1: the moon stands with the sun and cannot be seen.',
  },
  既朔: {
    en: 'After New Moon',
    emoji: '🌑',
    icon: 'moon-new',
    description: 'Day 2: the day after the new moon.',
  },
  蛾眉新: {
    en: 'New Crescent',
    emoji: '🌒',
    icon: 'moon-waxing-crescent',
    description: 'Days 3-4: a thin new crescent, likened to a delicate "moth eyebrow".',
  },
  蛾眉: {
    en: 'Eyebrow Crescent',
    emoji: '🌒',
    icon: 'moon-waxing-crescent',
    description: 'Day 5: the waxing crescent, likened to a fine eyebrow.',
  },
  夕: {
    en: 'Evening Moon',
    emoji: '🌒',
    icon: 'moon-waxing-crescent',
    description: 'Day 6: the crescent shines in the early evening.',
  },
  上弦: {
    en: 'First Quarter',
    emoji: '🌓',
    icon: 'moon-first-quarter',
    description: 'Days 7-8: half the moon is lit, like a drawn bow.',
  },
  九夜: {
    en: 'Ninth Night Moon',
    emoji: '🌔',
    icon: 'moon-waxing-gibbous',
    description: 'Day 9: the moon of the ninth night.',
  },
  宵: {
    en: 'Night Moon',
    emoji: '🌔',
    icon: 'moon-waxing-gibbous',
    description: 'Days 10-12: the growing moon lights the first half of the night.',
  },
  渐盈凸: {
    en: 'Waxing Gibbous',
    emoji: '🌔',
    icon: 'moon-waxing-gibbous',
    description: 'Day 13: the moon swells towards full.',
  },
  小望: {
    en: 'Near Full Moon',
    emoji: '🌔',
    icon: 'moon-waxing-gibbous',
    description: 'Day 14: the "lesser full moon", just short of full.',
  },
  望: {
    en: 'Full Moon',
    emoji: '🌕',
    icon: 'moon-full',
    description: 'Day 15: the moon stands opposite the sun and is fully lit.',
  },
  既望: {
    en: 'After Full Moon',
    emoji: '🌕',
    icon: 'moon-full',
    description: 'Day 16: the day after the full moon.',
  },
  立待: {
    en: 'Standing Wait Moon',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'Day 17: rising a little later, the moon is waited for standing up.',
  },
  居待: {
    en: 'Sitting Wait Moon',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'Day 18: rising later still, the moon is waited for sitting down.',
  },
  寝待: {
    en: 'Lying Wait Moon',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'Day 19: rising so late that the moon is waited for lying in bed.',
  },
  更待: {
    en: 'Late Watch Moon',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'Day 20: the moon rises only around the second watch of the night.',
  },
  渐亏凸: {
    en: 'Waning Gibbous',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'Day 21: the moon begins to shrink.',
  },
  下弦: {
    en: 'Last Quarter',
    emoji: '🌗',
    icon: 'moon-last-quarter',
    description: 'Days 22-23: half the moon is lit, the bow turned the other way.',
  },
  有明: {
    en: 'Dawn Moon',
    emoji: '🌘',
    icon: 'moon-waning-crescent',
    description: 'Days 24-25: the moon is still in the sky when dawn breaks.',
  },
  蛾眉残: {
    en: 'Old Crescent',
    emoji: '🌘',
    icon: 'moon-waning-crescent',
    description: 'Days 26-27: the waning crescent, a fading eyebrow.',
  },
  残: {
    en: 'Remnant Moon',
    emoji: '🌘',
    icon: 'moon-waning-crescent',
    description: 'Day 28: only a sliver of the moon remains.',
  },
  晓: {
    en: 'Daybreak Moon',
    emoji: '🌘',
    icon: 'moon-waning-crescent',
    description: 'Day 29: a last thin crescent rising just before the sun.',
  },
  晦: {
    en: 'Dark Moon',
    emoji: '🌑',
    icon: 'moon-new',
    description: 'Day 30: the last, moonless day of the month.',
  },

  // Astronomical phases
  新月: {
    en: 'New Moon',
    emoji: '🌑',
    icon: 'moon-new',
    description: 'The moon lies between the earth and the sun; its lit side faces away from us.',
  },
  蛾眉月: {
    en: 'Waxing Crescent',
    emoji: '🌒',
    icon: 'moon-waxing-crescent',
    description: 'A growing sliver of light after the new moon, seen in the evening.',
  },
  上弦月: {
    en: 'First Quarter',
    emoji: '🌓',
    icon: 'moon-first-quarter',
    description: 'The right half of the moon (from the northern hemisphere) is lit.',
  },
  盈凸月: {
    en: 'Waxing Gibbous',
    emoji: '🌔',
    icon: 'moon-waxing-gibbous',
    description: 'More than half lit and growing towards full.',
  },
  满月: {
    en: 'Full Moon',
    emoji: '🌕',
    icon: 'moon-full',
    description: 'The moon is opposite the sun and fully lit.',
  },
  亏凸月: {
    en: 'Waning Gibbous',
    emoji: '🌖',
    icon: 'moon-waning-gibbous',
    description: 'More than half lit and shrinking after the full moon.',
  },
  下弦月: {
    en: 'Last Quarter',
    emoji: '🌗',
    icon: 'moon-last-quarter',
    description: 'The left half of the moon (from the northern hemisphere) is lit.',
  },
  残月: {
    en: 'Waning Crescent',
    emoji: '🌘',
    icon: 'moon-waning-crescent',
    description: 'A shrinking sliver of light before the new moon, seen in the morning.',
  },
};
