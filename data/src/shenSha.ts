/**
 * The day's gods and stars (神煞) in plain English: the auspicious gods (吉神) and inauspicious stars
 * (凶煞) that the almanac prints for every day.
 *
 * Keys are exactly the 152 strings of `LunarUtil.SHEN_SHA` in lunar-javascript 1.7.7, the vocabulary
 * of `Lunar#getDayJiShen()` and `Lunar#getDayXiongSha()` (simplified Chinese; 元武 is 玄武 written
 * with the Qing-dynasty taboo character). `luck` records which of the two lists lunar-javascript
 * emits the name in, checked over every day from 1900-01-01 to 2100-12-31: every name other than
 * the placeholder 无 appears in only one list.
 *
 * Sources: the 《钦定协纪辨方书》 (Qianlong-era imperial treatise on date selection), whose
 * "义例" chapters define what each god and star favours or forbids; the English used in Western
 * Tong Shu practice (Joey Yap, Raymond Lo: Heavenly Virtue, Monthly Virtue, Heavenly Pardon,
 * Month Breaker, Travelling Horse, the twelve Yellow and Black Path deities, and so on); otherwise
 * a faithful literal translation of the Chinese name. lunar-javascript's own English was not used.
 */
import type { Glossary, Luck, Term } from './types';

export interface ShenShaTerm extends Term {
  readonly luck: Luck;
}

export const shenSha: Glossary<ShenShaTerm> = {
  无: {
    en: 'None',
    luck: 'auspicious',
    description:
      'Shown when no god or star of this kind falls on the day; it appears in both the auspicious and the inauspicious lists and carries no luck of its own.',
  },

  // Auspicious gods (吉神), in lunar-javascript's order
  天恩: {
    en: 'Heavenly Grace',
    luck: 'auspicious',
    description:
      'Heaven shows kindness: good for granting favours, giving to charity and asking superiors for help.',
  },
  鸣吠: {
    en: 'Crowing and Barking',
    luck: 'auspicious',
    description:
      'Named after the rooster’s crow and the dog’s bark; good for burials and funeral rites.',
  },
  母仓: {
    en: 'Mother Storehouse',
    luck: 'auspicious',
    description:
      'The nourishing storehouse of the season; good for planting, raising livestock and storing up wealth.',
  },
  不将: {
    en: 'Free of Generals',
    luck: 'auspicious',
    description:
      'Neither the yin nor the yang "general" blocks the day, the classic sign of a good wedding date.',
  },
  四相: {
    en: 'Four Phases',
    luck: 'auspicious',
    description:
      'The day’s stem is in its prosperous phase for the season; good for building, planting, moving and travel.',
  },
  鸣吠对: {
    en: 'Opposite Crowing and Barking',
    luck: 'auspicious',
    description:
      'The counterpart of Crowing and Barking; good for burials, exhumation and funeral rites.',
  },
  五合: {
    en: 'Five Combinations',
    luck: 'auspicious',
    description:
      'The day’s stem and branch combine in harmony; good for weddings, gatherings, contracts and trade.',
  },
  三合: {
    en: 'Three Harmony',
    luck: 'auspicious',
    description:
      'The day’s branch forms a Three Harmony with the month’s; good for weddings, celebrations, partnerships and trade.',
  },
  除神: {
    en: 'Removal Spirit',
    luck: 'auspicious',
    description:
      'A spirit that clears things away; good for cleansing rites, cleaning the house and treating illness.',
  },
  月德: {
    en: 'Monthly Virtue',
    luck: 'auspicious',
    description:
      'The month’s virtue star, which softens harmful influences; good for almost any important undertaking.',
  },
  月空: {
    en: 'Monthly Void',
    luck: 'auspicious',
    description:
      'An auspicious opening in the month despite its name; good for submitting proposals, planning and building.',
  },
  月德合: {
    en: 'Monthly Virtue Combination',
    luck: 'auspicious',
    description:
      'The partner of Monthly Virtue, sharing its protective power; good for most undertakings.',
  },
  月恩: {
    en: 'Monthly Grace',
    luck: 'auspicious',
    description:
      'The month shows favour; good for building, weddings, moving, offerings and taking up a post.',
  },
  时阴: {
    en: 'Seasonal Yin',
    luck: 'auspicious',
    description: 'The yin light of the season; good for planning, strategy and careful thinking.',
  },
  五富: {
    en: 'Five Wealth',
    luck: 'auspicious',
    description:
      'A star of abundance; good for business, collecting money, storing goods and building.',
  },
  生气: {
    en: 'Living Qi',
    luck: 'auspicious',
    description:
      'The month’s lively, growing energy; good for building, planting and treating illness, but not for killing.',
  },
  金匮: {
    en: 'Golden Coffer',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities; a treasure chest that favours weddings, wealth and business.',
  },
  相日: {
    en: 'Minister Day',
    luck: 'auspicious',
    description:
      'A day ruled by the season’s minister; good for taking up a post, official business and meeting superiors.',
  },
  阴德: {
    en: 'Yin Virtue',
    luck: 'auspicious',
    description:
      'Hidden virtue; good for quiet acts of kindness, helping the needy and putting right old wrongs.',
  },
  六合: {
    en: 'Six Harmony',
    luck: 'auspicious',
    description:
      'The day’s branch combines with the month’s; good for weddings, parties, contracts, trade and collecting money.',
  },
  益后: {
    en: 'Benefit Descendants',
    luck: 'auspicious',
    description:
      'A star that blesses future generations; good for weddings, preparing for childbirth and building a home.',
  },
  青龙: {
    en: 'Azure Dragon',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities and the most auspicious of them; favours nearly every undertaking.',
  },
  续世: {
    en: 'Continuing Generations',
    luck: 'auspicious',
    description:
      'A star of family continuity; good for weddings, praying for children and ancestral offerings.',
  },
  明堂: {
    en: 'Bright Hall',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities; favours meeting important people, official business and most undertakings.',
  },
  王日: {
    en: 'King Day',
    luck: 'auspicious',
    description:
      'A day ruled by the season’s king; good for taking charge, official announcements and meeting superiors.',
  },
  要安: {
    en: 'Essential Peace',
    luck: 'auspicious',
    description: 'A star of security and calm; good for settling matters and making things safe.',
  },
  官日: {
    en: 'Official Day',
    luck: 'auspicious',
    description:
      'A day ruled by the season’s official; good for taking up a post and dealing with authorities.',
  },
  吉期: {
    en: 'Auspicious Period',
    luck: 'auspicious',
    description: 'A lucky occasion; good for celebrations, ceremonies and starting new projects.',
  },
  福德: {
    en: 'Fortune and Virtue',
    luck: 'auspicious',
    description: 'A star of blessing; good for prayers, offerings, celebrations and building.',
  },
  六仪: {
    en: 'Six Ceremonies',
    luck: 'auspicious',
    description:
      'A star of proper conduct; good for ceremonies, official duties and presiding over affairs.',
  },
  金堂: {
    en: 'Golden Hall',
    luck: 'auspicious',
    description: 'A star of fine buildings; good for building, renovating and moving into a home.',
  },
  宝光: {
    en: 'Precious Light',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities (the Heavenly Virtue of the Yellow Path cycle); favours most undertakings.',
  },
  民日: {
    en: 'People Day',
    luck: 'auspicious',
    description:
      'A day ruled by the season’s people; good for everyday affairs such as parties, weddings, trade and farming.',
  },
  临日: {
    en: 'Presiding Day',
    luck: 'auspicious',
    description:
      'A day for presiding; good for taking office, receiving honours, submitting proposals and receiving guests.',
  },
  天马: {
    en: 'Heavenly Horse',
    luck: 'auspicious',
    description:
      'A swift heavenly steed; good for travel, recruiting talent and advancing one’s career.',
  },
  敬安: {
    en: 'Respect and Peace',
    luck: 'auspicious',
    description:
      'A star of courtesy and harmony; good for paying respects, receiving guests and mending relationships.',
  },
  普护: {
    en: 'Universal Protection',
    luck: 'auspicious',
    description: 'A protective star; good for prayers, offerings and seeking medical treatment.',
  },
  驿马: {
    en: 'Travelling Horse',
    luck: 'auspicious',
    description: 'The post horse of movement; good for travel, moving house and changing jobs.',
  },
  天后: {
    en: 'Heavenly Empress',
    luck: 'auspicious',
    description:
      'A caring heavenly power; good for seeking medical treatment, prayers and offerings.',
  },
  阳德: {
    en: 'Yang Virtue',
    luck: 'auspicious',
    description:
      'Open, public virtue; good for charity, official business and undertakings done in the open.',
  },
  天喜: {
    en: 'Heavenly Joy',
    luck: 'auspicious',
    description:
      'A star of happy events; good for weddings, engagements, celebrations and granting favours.',
  },
  天医: {
    en: 'Heavenly Doctor',
    luck: 'auspicious',
    description:
      'The healer’s star; good for seeing a doctor, starting treatment and taking medicine.',
  },
  司命: {
    en: 'Life Governor',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities, keeper of fate; favours prayers and most daytime undertakings.',
  },
  圣心: {
    en: 'Sage’s Heart',
    luck: 'auspicious',
    description:
      'A star of wisdom and goodwill; good for prayers, submitting proposals and doing good works.',
  },
  玉宇: {
    en: 'Jade Mansion',
    luck: 'auspicious',
    description: 'A star of fine dwellings; good for building, renovating and decorating a home.',
  },
  守日: {
    en: 'Guardian Day',
    luck: 'auspicious',
    description:
      'A day for holding and guarding; good for securing what one has and settling into a position.',
  },
  时德: {
    en: 'Seasonal Virtue',
    luck: 'auspicious',
    description:
      'The virtue of the season; good for celebrations, banquets, promotions and weddings.',
  },
  解神: {
    en: 'Relief Spirit',
    luck: 'auspicious',
    description:
      'A spirit that undoes knots; good for settling lawsuits and disputes, cleansing and treating illness.',
  },
  时阳: {
    en: 'Seasonal Yang',
    luck: 'auspicious',
    description:
      'The yang light of the season; good for open action, meeting people and official business.',
  },
  天仓: {
    en: 'Heavenly Storehouse',
    luck: 'auspicious',
    description:
      'Heaven’s granary; good for storing goods, collecting money, buying livestock and adding to the household.',
  },
  天巫: {
    en: 'Heavenly Healer',
    luck: 'auspicious',
    description:
      'Heaven’s shaman-healer; good for prayers, offerings and seeking medical treatment.',
  },
  玉堂: {
    en: 'Jade Hall',
    luck: 'auspicious',
    description:
      'One of the six Yellow Path deities; favours moving in, study, meeting superiors and most undertakings.',
  },
  福生: {
    en: 'Blessings Arise',
    luck: 'auspicious',
    description:
      'A star from which good fortune springs; good for prayers, offerings and blessings.',
  },
  天德: {
    en: 'Heavenly Virtue',
    luck: 'auspicious',
    description:
      'The most powerful virtue star, which dissolves harmful influences; good for almost any important undertaking.',
  },
  天德合: {
    en: 'Heavenly Virtue Combination',
    luck: 'auspicious',
    description:
      'The partner of Heavenly Virtue, sharing its protective power; good for most undertakings.',
  },
  天愿: {
    en: 'Heavenly Wish',
    luck: 'auspicious',
    description:
      'A day when Heaven grants wishes; good for weddings, business, collecting money and travel.',
  },
  天赦: {
    en: 'Heavenly Pardon',
    luck: 'auspicious',
    description:
      'Heaven forgives all offences, making it one of the best days of the year; good for almost anything, especially resolving troubles.',
  },
  天符: {
    en: 'Heavenly Talisman',
    luck: 'auspicious',
    description:
      'A talisman of Heaven’s authority; listed among the auspicious gods, good for prayers and official matters.',
  },
  阴神: {
    en: 'Yin Spirit',
    luck: 'auspicious',
    description:
      'A quiet, protective spirit; listed among the auspicious gods, good for prayers, offerings and private affairs.',
  },
  解除: {
    en: 'Dispelling Spirit',
    luck: 'auspicious',
    description:
      'A spirit that sweeps away misfortune; good for cleansing rites, cleaning the house and removing obstacles.',
  },

  // Inauspicious stars (凶煞), in lunar-javascript's order
  五虚: {
    en: 'Five Voids',
    luck: 'inauspicious',
    description:
      'Emptiness of the five elements; avoid opening a business, collecting money and storing goods.',
  },
  五离: {
    en: 'Five Separations',
    luck: 'inauspicious',
    description: 'A star of parting; avoid weddings, partnerships, contracts and gatherings.',
  },
  重日: {
    en: 'Double Day',
    luck: 'inauspicious',
    description:
      'Whatever is done is repeated; avoid burials and funerals lest the loss happen again.',
  },
  复日: {
    en: 'Repeat Day',
    luck: 'inauspicious',
    description:
      'Events tend to recur; avoid burials, funerals and anything unwelcome that should not happen twice.',
  },
  血支: {
    en: 'Blood Branch',
    luck: 'inauspicious',
    description: 'A star of bloodshed; avoid acupuncture, surgery and anything that draws blood.',
  },
  天贼: {
    en: 'Heavenly Thief',
    luck: 'inauspicious',
    description:
      'A star of theft; avoid travel, opening storehouses, moving valuables and starting work on a home.',
  },
  土符: {
    en: 'Earth Talisman',
    luck: 'inauspicious',
    description: 'The earth is restless; avoid breaking ground, digging and building walls.',
  },
  游祸: {
    en: 'Roaming Calamity',
    luck: 'inauspicious',
    description:
      'A wandering misfortune; avoid prayers, offerings, taking medicine and seeing a doctor.',
  },
  白虎: {
    en: 'White Tiger',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing injury and mourning; avoid risky undertakings and funerals.',
  },
  小耗: {
    en: 'Minor Loss',
    luck: 'inauspicious',
    description: 'A star of small drains on wealth; avoid trade, lending and storing goods.',
  },
  致死: {
    en: 'Deadly Star',
    luck: 'inauspicious',
    description:
      'A grim star of ruin; avoid taking up a post, travel, seeing the sick and important undertakings.',
  },
  河魁: {
    en: 'River Chief',
    luck: 'inauspicious',
    description:
      'A fierce star of the Dipper; avoid building, moving, weddings and most major undertakings.',
  },
  劫煞: {
    en: 'Robbery Sha',
    luck: 'inauspicious',
    description:
      'A star of robbery and loss; avoid travel, moving, weddings and handling valuables.',
  },
  月煞: {
    en: 'Monthly Sha',
    luck: 'inauspicious',
    description:
      'The month’s killing energy; avoid weddings, moving, building and opening a business.',
  },
  月建: {
    en: 'Month Establishment',
    luck: 'inauspicious',
    description:
      'The day shares the month’s own branch and is too strong to disturb; avoid breaking ground and building.',
  },
  往亡: {
    en: 'Going to Ruin',
    luck: 'inauspicious',
    description:
      'Those who set out do not return well; avoid travel, moving house, taking up a post and weddings.',
  },
  大时: {
    en: 'Great Time',
    luck: 'inauspicious',
    description:
      'An overbearing, general-like star; avoid building, weddings, moving and military or aggressive action.',
  },
  大败: {
    en: 'Great Defeat',
    luck: 'inauspicious',
    description: 'A star of failure; avoid weddings, business ventures and major plans.',
  },
  咸池: {
    en: 'Salty Pool',
    luck: 'inauspicious',
    description:
      'The star of romantic entanglement (Peach Blossom); avoid weddings, engagements and moving house.',
  },
  厌对: {
    en: 'Opposite Loathing',
    luck: 'inauspicious',
    description: 'The counterpart of Monthly Loathing; avoid weddings and engagements.',
  },
  招摇: {
    en: 'Swaying Star',
    luck: 'inauspicious',
    description: 'A restless, swaying star; avoid boat trips, crossing water and fishing.',
  },
  九坎: {
    en: 'Nine Pits',
    luck: 'inauspicious',
    description:
      'Pitfalls lie in wait; avoid boat trips, fishing, building walls and filling holes.',
  },
  九焦: {
    en: 'Nine Scorchings',
    luck: 'inauspicious',
    description: 'The ground is scorched; avoid planting, building stoves and work with fire.',
  },
  天罡: {
    en: 'Heavenly Dipper',
    luck: 'inauspicious',
    description:
      'The fierce handle of the Dipper; avoid building, moving, weddings and most major undertakings.',
  },
  死神: {
    en: 'Death Spirit',
    luck: 'inauspicious',
    description:
      'A spirit of death; avoid medical treatment, visiting the sick and risky ventures.',
  },
  月害: {
    en: 'Monthly Harm',
    luck: 'inauspicious',
    description:
      'The day’s branch harms the month’s; avoid partnerships, gatherings, weddings and lawsuits.',
  },
  死气: {
    en: 'Dead Qi',
    luck: 'inauspicious',
    description:
      'Lifeless, fading energy; avoid building, planting, starting treatment and new ventures.',
  },
  月破: {
    en: 'Month Breaker',
    luck: 'inauspicious',
    description:
      'The day clashes with the month, one of the worst days of the month; avoid almost everything except demolition.',
  },
  大耗: {
    en: 'Great Loss',
    luck: 'inauspicious',
    description:
      'A star of heavy drains on wealth; avoid business, lending, storing goods and opening storehouses.',
  },
  天牢: {
    en: 'Heavenly Prison',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing restriction and confinement; avoid lawsuits and new ventures.',
  },
  元武: {
    en: 'Black Tortoise',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing theft and deceit; avoid lawsuits, contracts and deals.',
  },
  月厌: {
    en: 'Monthly Loathing',
    luck: 'inauspicious',
    description:
      'The month’s aversion, a classic wedding taboo; avoid weddings, travel, moving house and building.',
  },
  月虚: {
    en: 'Monthly Emptiness',
    luck: 'inauspicious',
    description:
      'The month’s hollow point; avoid weddings, opening a business, collecting money and storing goods.',
  },
  归忌: {
    en: 'Return Taboo',
    luck: 'inauspicious',
    description:
      'Avoid coming home from a journey, moving in, welcoming a bride and adding to the household.',
  },
  小时: {
    en: 'Minor Time',
    luck: 'inauspicious',
    description: 'A lesser overbearing star; avoid building, weddings and moving house.',
  },
  天刑: {
    en: 'Heavenly Punishment',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing punishment and legal trouble; avoid lawsuits and risky undertakings.',
  },
  朱雀: {
    en: 'Vermilion Bird',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing quarrels and gossip; avoid lawsuits, negotiations and signing contracts.',
  },
  九空: {
    en: 'Nine Voids',
    luck: 'inauspicious',
    description:
      'Emptiness everywhere; avoid opening a business, collecting money, lending and opening storehouses.',
  },
  天吏: {
    en: 'Heavenly Magistrate',
    luck: 'inauspicious',
    description:
      'A harsh heavenly official; avoid taking up a post, travel, lawsuits and seeking favours.',
  },
  地火: {
    en: 'Earth Fire',
    luck: 'inauspicious',
    description: 'Fire in the earth; avoid planting, building and laying foundations.',
  },
  四击: {
    en: 'Four Strikes',
    luck: 'inauspicious',
    description: 'A star of attack; avoid travel, moving house and confrontation.',
  },
  大煞: {
    en: 'Great Sha',
    luck: 'inauspicious',
    description:
      'A powerful killing force; avoid building, breaking ground, travel and confrontation.',
  },
  勾陈: {
    en: 'Hooked Array',
    luck: 'inauspicious',
    description:
      'One of the six Black Path deities, bringing entanglement and delays; avoid lawsuits, property deals and building.',
  },
  八专: {
    en: 'Eight Monopolies',
    luck: 'inauspicious',
    description:
      'The stem and branch share one element and stand alone; avoid weddings, partnerships and confrontation.',
  },
  灾煞: {
    en: 'Calamity Sha',
    luck: 'inauspicious',
    description: 'A star of disaster; avoid travel, moving, building and weddings.',
  },
  天火: {
    en: 'Heavenly Fire',
    luck: 'inauspicious',
    description: 'Fire from the sky; avoid roofing, raising the roof beam and building.',
  },
  血忌: {
    en: 'Blood Taboo',
    luck: 'inauspicious',
    description:
      'A taboo on shedding blood; avoid acupuncture, surgery, blood tests and slaughtering animals.',
  },
  土府: {
    en: 'Earth Palace',
    luck: 'inauspicious',
    description: 'The seat of the earth spirits; avoid breaking ground, digging and building.',
  },
  月刑: {
    en: 'Monthly Punishment',
    luck: 'inauspicious',
    description:
      'The day’s branch punishes the month’s; avoid lawsuits, confrontation and risky undertakings.',
  },
  触水龙: {
    en: 'Touching the Water Dragon',
    luck: 'inauspicious',
    description:
      'Disturbing the dragon of the waters; avoid boat trips, crossing water and fishing.',
  },
  地囊: {
    en: 'Earth Sack',
    luck: 'inauspicious',
    description: 'The earth is sealed tight; avoid breaking ground, digging and building walls.',
  },
  八风: {
    en: 'Eight Winds',
    luck: 'inauspicious',
    description: 'Winds from every side; avoid boat trips and crossing water.',
  },
  四废: {
    en: 'Four Wastes',
    luck: 'inauspicious',
    description:
      'The day’s stem and branch are powerless in the season; avoid almost every important undertaking.',
  },
  四忌: {
    en: 'Four Taboos',
    luck: 'inauspicious',
    description: 'A seasonal taboo day; avoid weddings, burials and major undertakings.',
  },
  四穷: {
    en: 'Four Exhaustions',
    luck: 'inauspicious',
    description:
      'Resources run out; avoid weddings, burials, opening storehouses and collecting money.',
  },
  五墓: {
    en: 'Five Tombs',
    luck: 'inauspicious',
    description:
      'The season’s element lies in its tomb; avoid building, weddings, moving and opening a business.',
  },
  阴错: {
    en: 'Yin Error',
    luck: 'inauspicious',
    description: 'Yin is out of place; avoid weddings, burials and building.',
  },
  四耗: {
    en: 'Four Losses',
    luck: 'inauspicious',
    description: 'A seasonal drain on wealth; avoid business, lending and opening storehouses.',
  },
  阳错: {
    en: 'Yang Error',
    luck: 'inauspicious',
    description: 'Yang is out of place; avoid weddings, burials and building.',
  },
  孤辰: {
    en: 'Lonely Star',
    luck: 'inauspicious',
    description: 'A star of solitude; avoid weddings, engagements and partnerships.',
  },
  小会: {
    en: 'Minor Meeting',
    luck: 'inauspicious',
    description:
      'A lesser meeting of yin and yang that unbalances the day; avoid weddings and major undertakings.',
  },
  大会: {
    en: 'Major Meeting',
    luck: 'inauspicious',
    description:
      'A great meeting of yin and yang that unbalances the day; avoid weddings and major undertakings.',
  },
  八龙: {
    en: 'Eight Dragons',
    luck: 'inauspicious',
    description: 'One of the Dragon, Bird, Tiger and Snake wedding taboos; avoid weddings.',
  },
  七鸟: {
    en: 'Seven Birds',
    luck: 'inauspicious',
    description: 'One of the Dragon, Bird, Tiger and Snake wedding taboos; avoid weddings.',
  },
  九虎: {
    en: 'Nine Tigers',
    luck: 'inauspicious',
    description: 'One of the Dragon, Bird, Tiger and Snake wedding taboos; avoid weddings.',
  },
  六蛇: {
    en: 'Six Snakes',
    luck: 'inauspicious',
    description: 'One of the Dragon, Bird, Tiger and Snake wedding taboos; avoid weddings.',
  },
  天狗: {
    en: 'Heavenly Dog',
    luck: 'inauspicious',
    description: 'The devouring dog of Heaven; avoid prayers, offerings and temple ceremonies.',
  },
  行狠: {
    en: 'Ruthless Conduct',
    luck: 'inauspicious',
    description: 'A star of harshness; avoid weddings, partnerships and confrontation.',
  },
  了戾: {
    en: 'Perverse Star',
    luck: 'inauspicious',
    description: 'A star of stubborn contrariness; avoid weddings and partnerships.',
  },
  岁薄: {
    en: 'Meagre Year',
    luck: 'inauspicious',
    description:
      'A thin, unfavourable day in the year’s cycle; avoid weddings, confrontation and major undertakings.',
  },
  逐阵: {
    en: 'Chasing Battle',
    luck: 'inauspicious',
    description: 'A star of pursuit and fighting; avoid confrontation, travel and weddings.',
  },
  三丧: {
    en: 'Three Funerals',
    luck: 'inauspicious',
    description: 'A star of repeated mourning; avoid burials, funerals and weddings.',
  },
  三阴: {
    en: 'Triple Yin',
    luck: 'inauspicious',
    description: 'Yin piled on yin; avoid weddings and new ventures.',
  },
  阴道冲阳: {
    en: 'Yin Path Clashes Yang',
    luck: 'inauspicious',
    description: 'Yin strikes against yang and unbalances the match; avoid weddings.',
  },
  阴位: {
    en: 'Yin Position',
    luck: 'inauspicious',
    description: 'Yin occupies the place of yang and unbalances the match; avoid weddings.',
  },
  阴阳交破: {
    en: 'Yin and Yang Break Each Other',
    luck: 'inauspicious',
    description: 'Yin and yang damage one another; avoid weddings.',
  },
  阴阳俱错: {
    en: 'Yin and Yang Both Astray',
    luck: 'inauspicious',
    description: 'Both yin and yang are out of place; avoid weddings and burials.',
  },
  阴阳击冲: {
    en: 'Yin and Yang Strike and Clash',
    luck: 'inauspicious',
    description: 'Yin and yang attack one another; avoid weddings.',
  },
  鬼哭: {
    en: 'Ghosts Weeping',
    luck: 'inauspicious',
    description: 'A day of mourning spirits; avoid weddings, celebrations, offerings and funerals.',
  },
  单阴: {
    en: 'Lone Yin',
    luck: 'inauspicious',
    description: 'Yin without yang to balance it; avoid weddings.',
  },
  绝阴: {
    en: 'Severed Yin',
    luck: 'inauspicious',
    description: 'Yin is cut off; avoid weddings.',
  },
  纯阳: {
    en: 'Pure Yang',
    luck: 'inauspicious',
    description: 'Yang with no yin to balance it; avoid weddings.',
  },
  阳错阴冲: {
    en: 'Yang Astray, Yin Clashes',
    luck: 'inauspicious',
    description: 'Yang is out of place and yin strikes against it; avoid weddings.',
  },
  七符: {
    en: 'Seven Talismans',
    luck: 'inauspicious',
    description: 'A star of ill omen; avoid weddings and major undertakings.',
  },
  成日: {
    en: 'Completion Day',
    luck: 'inauspicious',
    description:
      'Listed among the inauspicious stars in the wedding taboos; avoid weddings on this day.',
  },
  孤阳: {
    en: 'Lone Yang',
    luck: 'inauspicious',
    description: 'Yang without yin to balance it; avoid weddings.',
  },
  绝阳: {
    en: 'Severed Yang',
    luck: 'inauspicious',
    description: 'Yang is cut off; avoid weddings.',
  },
  纯阴: {
    en: 'Pure Yin',
    luck: 'inauspicious',
    description: 'Yin with no yang to balance it; avoid weddings.',
  },
  大退: {
    en: 'Great Retreat',
    luck: 'inauspicious',
    description: 'A star of decline; avoid new ventures, business and moving forward with plans.',
  },
  四离: {
    en: 'Four Separations',
    luck: 'inauspicious',
    description:
      'The eve of an equinox or solstice, when the seasons part; avoid weddings, travel and major undertakings.',
  },
  阳破阴冲: {
    en: 'Yang Broken, Yin Clashes',
    luck: 'inauspicious',
    description: 'Yang is broken and yin strikes against it; avoid weddings.',
  },
};
