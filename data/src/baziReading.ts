/**
 * The English of a Bazi reading's terms (issue 45): the interactions between pillars (刑冲合会)
 * and the symbolic stars (神煞) the engine's `baziReading` names (engine/src/reading,
 * docs/engine/reading.md).
 *
 * Sources: the relations of 《三命通会》 卷二 (论十干合, 论支元六合, 论支元三合, 论冲击, 论三刑, 论六害)
 * and 《协纪辨方书》 卷一 and 卷三, the stars of 《三命通会》 卷二 and 卷三 and 《渊海子平》 卷一
 * (docs/engine/reading.md, "Sources checked"); English as in common English Bazi practice
 * (Joey Yap, Lily Chung), and as the product's other glossaries already say it: Travelling Horse,
 * Heavenly Virtue, Monthly Virtue (`shenSha`), Six Harmony, Three Harmony, Void (`hourSpirits`).
 */
import type { Glossary, Term } from './types';

/** Interactions by their Chinese name, as `Interaction.zh` spells them. */
export const baziInteractions: Glossary = {
  天干五合: {
    en: 'Stem Combination',
    description:
      'Two stems combine and may transform: Jia with Ji to Earth, Yi with Geng to Metal, Bing with Xin to Water, Ding with Ren to Wood, Wu with Gui to Fire.',
  },
  天干冲: {
    en: 'Stem Clash',
    description:
      'Two stems of the same polarity facing each other across the compass clash: Jia and Geng, Yi and Xin, Bing and Ren, Ding and Gui.',
  },
  六合: {
    en: 'Six Harmony',
    description:
      'Two branches combine: Rat and Ox, Tiger and Pig, Rabbit and Dog, Dragon and Rooster, Snake and Monkey, Horse and Goat.',
  },
  三合: {
    en: 'Three Harmony',
    description:
      'Three branches four apart form one element: Monkey, Rat and Dragon Water; Pig, Rabbit and Goat Wood; Tiger, Horse and Dog Fire; Snake, Rooster and Ox Metal.',
  },
  半合: {
    en: 'Half Harmony',
    description:
      'Two of a Three Harmony, one of them its peak branch (Rat, Horse, Rabbit or Rooster), lean towards its element.',
  },
  三会: {
    en: 'Directional Combination',
    description:
      'The three branches of one season and direction together: Tiger, Rabbit and Dragon in the east (Wood), Snake, Horse and Goat in the south (Fire), Monkey, Rooster and Dog in the west (Metal), Pig, Rat and Ox in the north (Water).',
  },
  六冲: {
    en: 'Six Clash',
    description: 'Two branches opposite on the circle clash, as the Rat and the Horse.',
  },
  三刑: {
    en: 'Punishment',
    description:
      'Branches that punish each other: Tiger, Snake and Monkey; Ox, Dog and Goat; and the Rat with the Rabbit.',
  },
  自刑: {
    en: 'Self Punishment',
    description: 'Dragon, Horse, Rooster and Pig punish themselves when one meets its like.',
  },
  六害: {
    en: 'Six Harm',
    description:
      'Two branches harm each other, each clashing the other’s Six Harmony partner: Rat and Goat, Ox and Horse, Tiger and Snake, Rabbit and Dragon, Monkey and Pig, Rooster and Dog.',
  },
  六破: {
    en: 'Six Destruction',
    description:
      'Two branches break each other: Rat and Rooster, Rabbit and Horse, Dragon and Ox, Goat and Dog, Tiger and Pig, Snake and Monkey.',
  },
};

/** Symbolic stars (神煞) of a Bazi chart by their Chinese name, as `SymbolicStar.zh` spells them. */
export const baziStars: Glossary<Term> = {
  天乙贵人: {
    en: 'Heavenly Nobleman',
    description:
      'The branches where the day’s (or year’s) stem finds its noble helper: help from influential people.',
  },
  文昌: {
    en: 'Academic Star',
    description: 'The branch of the stem’s learning and writing: study, exams and the pen.',
  },
  驿马: {
    en: 'Travelling Horse',
    description:
      'The branch that clashes the start of one’s Three Harmony group: travel, moves and change.',
  },
  桃花: {
    en: 'Peach Blossom',
    description:
      'Also called the Salty Pool: the branch after the start of one’s Three Harmony group; charm, romance and popularity.',
  },
  华盖: {
    en: 'Flowery Canopy',
    description:
      'The last branch of one’s Three Harmony group: art, religion, solitude and study of the hidden.',
  },
  羊刃: {
    en: 'Goat Blade',
    description:
      'The branch next to the stem’s prosperity: the stem at its most forceful, boldness and risk of injury.',
  },
  禄神: {
    en: 'Prosperity Star',
    description: 'The branch where the day stem is at home in strength: livelihood and income.',
  },
  空亡: {
    en: 'Void',
    description:
      'The two branches left over by the day’s (or year’s) ten-day week: what falls there comes to less.',
  },
  天德: {
    en: 'Heavenly Virtue',
    description:
      'A stem or branch that the month favours with Heaven’s virtue: protection from harm.',
  },
  月德: {
    en: 'Monthly Virtue',
    description: 'The stem the month’s Three Harmony group favours: kindness and protection.',
  },
};
