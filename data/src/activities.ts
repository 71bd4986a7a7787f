/**
 * The almanac's suit/avoid (宜/忌) activities in plain English.
 *
 * Keys are exactly the 142 strings of `LunarUtil.YI_JI` in lunar-javascript 1.7.7, the vocabulary
 * that `Lunar#getDayYi()` / `getDayJi()` emit (simplified Chinese, including the placeholder 无).
 *
 * Sources: the traditional glossaries of almanac date-selection terms printed in Taiwanese and
 * Hong Kong farmers' almanacs (农民历 / 通胜, "择日用事术语" lists, e.g. the explanations of 破土 as
 * grave digging, 启攒 as exhuming bones for reburial, 合帐 as making bed curtains, 整手足甲 and 剃头
 * as a newborn's first nail trim and head shave); the 《钦定协纪辨方书》 (Qianlong-era imperial
 * treatise on date selection) for the older activity names; and the English of Western Tong Shu
 * practice (Joey Yap, Raymond Lo) for the common entries. lunar-javascript's own English was
 * deliberately not used. 归岫 has no reliable traditional gloss; see its entry.
 */
import type { Glossary } from './types';

export const activities: Glossary = {
  // Worship and ritual
  祭祀: {
    en: 'Prayer and offerings',
    icon: 'activity-offerings',
    description:
      'Worshipping ancestors at a family shrine or ancestral hall, or making offerings to deities at a temple.',
  },
  祈福: {
    en: 'Pray for blessings',
    icon: 'activity-pray-blessings',
    description:
      'Asking the gods for blessings, or fulfilling a vow made to them, often with a temple ceremony.',
  },
  求嗣: {
    en: 'Pray for children',
    icon: 'activity-pray-children',
    description: 'Praying to the gods for offspring, usually by a couple hoping to conceive.',
  },
  开光: {
    en: 'Consecrate a statue',
    icon: 'activity-consecrate',
    description:
      'The ceremony that "opens the eyes" of a newly made deity statue or sacred image so it can be enshrined and worshipped.',
  },
  塑绘: {
    en: 'Sculpt or paint sacred images',
    icon: 'activity-sculpt-paint',
    description:
      'Sculpting, carving or painting statues and images of deities, or portraits, for a temple or shrine.',
  },
  齐醮: {
    en: 'Taoist altar ceremony',
    icon: 'activity-taoist-ceremony',
    description:
      'A variant writing of the Taoist altar ceremony: setting up a ritual altar and holding prayers for peace and protection.',
  },
  斋醮: {
    en: 'Taoist altar ceremony',
    icon: 'activity-taoist-ceremony',
    description:
      'Setting up a Taoist ritual altar, with fasting and prayers, to ask for peace, protection or the repose of souls.',
  },
  沐浴: {
    en: 'Ritual bathing',
    icon: 'activity-ritual-bathing',
    description:
      'Bathing and purifying oneself before a fast or religious ceremony, rather than everyday washing.',
  },
  酬神: {
    en: 'Thanksgiving offerings',
    icon: 'activity-thanksgiving',
    description:
      'Thanking the gods with offerings, feasts or performances after a prayer has been answered.',
  },
  造庙: {
    en: 'Build a temple',
    icon: 'activity-build-temple',
    description: 'Building or rebuilding a temple, shrine or ancestral hall.',
  },
  祀灶: {
    en: 'Honour the Kitchen God',
    icon: 'activity-kitchen-god',
    description:
      'Making offerings to the Kitchen God, who watches over the household from the stove and reports on it to Heaven.',
  },
  焚香: {
    en: 'Burn incense',
    icon: 'activity-burn-incense',
    description: 'Burning incense in worship of deities or ancestors.',
  },
  谢土: {
    en: 'Thank the Earth God',
    icon: 'activity-thank-earth',
    description:
      'A ceremony thanking the Earth God after building work or a burial, asking pardon for disturbing the soil.',
  },
  出火: {
    en: 'Move the household altar out',
    icon: 'activity-move-altar',
    description:
      'Temporarily moving the incense burner and tablets of the household gods or ancestors out of a home, usually before renovating or moving house.',
  },
  雕刻: {
    en: 'Carving',
    icon: 'activity-carving',
    description:
      'Carving wood or stone, especially deity statues, ancestral tablets and decorative work.',
  },

  // Marriage and family
  嫁娶: {
    en: 'Marriage',
    icon: 'activity-marriage',
    description:
      'Holding a wedding: the bride leaving her family home and being received into the groom’s.',
  },
  订婚: {
    en: 'Engagement',
    icon: 'activity-engagement',
    description: 'Formally agreeing a marriage between two families.',
  },
  纳采: {
    en: 'Send betrothal gifts',
    icon: 'activity-betrothal-gifts',
    description:
      'The groom’s family sending betrothal gifts and the bride price to the bride’s family to seal the match.',
  },
  问名: {
    en: 'Exchange birth details',
    icon: 'activity-exchange-birth-details',
    description:
      'A step in arranging a marriage in which the families exchange the couple’s names and birth dates to check that they are compatible.',
  },
  纳婿: {
    en: 'Welcome a son-in-law',
    icon: 'activity-son-in-law',
    description:
      'A wedding in which the groom marries into the bride’s family and comes to live with them.',
  },
  归宁: {
    en: 'Bride’s visit home',
    icon: 'activity-bride-visit-home',
    description:
      'The newly married couple’s first return visit to the bride’s parents after the wedding.',
  },
  安床: {
    en: 'Set up the bed',
    icon: 'activity-set-up-bed',
    description:
      'Placing a new bed, above all the marriage bed, or repositioning a bed when hoping to conceive or to change one’s luck.',
  },
  合帐: {
    en: 'Hang bed curtains',
    icon: 'activity-bed-curtains',
    description:
      'Making or hanging mosquito nets and bed curtains, today also taken to cover new bedding and curtains.',
  },
  冠笄: {
    en: 'Coming-of-age ceremony',
    icon: 'activity-coming-of-age',
    description:
      'The traditional rite marking adulthood: capping for young men and putting up the hair with a pin for young women.',
  },
  订盟: {
    en: 'Engagement or pact',
    icon: 'activity-pact',
    description:
      'Concluding an engagement with the first betrothal gifts, or more broadly swearing an alliance or partnership.',
  },
  进人口: {
    en: 'Add to the household',
    icon: 'activity-add-household',
    description:
      'Taking new members into the household, such as adopting a child, accepting a godchild or taking on live-in staff.',
  },
  裁衣: {
    en: 'Cut cloth for clothes',
    icon: 'activity-tailoring',
    description:
      'Cutting cloth for important garments, such as a bride’s wedding clothes or burial clothes made in advance.',
  },
  挽面: {
    en: 'Facial threading',
    icon: 'activity-facial-threading',
    description:
      'Removing facial hair with twisted cotton thread, traditionally done for a bride before her wedding.',
  },
  开容: {
    en: 'Facial grooming',
    icon: 'activity-facial-grooming',
    description:
      'Grooming and shaping the face, traditionally a bride’s preparation before the wedding and now also read as beauty treatments.',
  },

  // Funerals and graves
  修坟: {
    en: 'Repair a grave',
    icon: 'activity-repair-grave',
    description: 'Repairing, rebuilding or tidying a grave or tomb.',
  },
  启钻: {
    en: 'Exhume for reburial',
    icon: 'activity-exhume',
    description:
      'Opening a grave to collect and clean the bones of the deceased for a second burial.',
  },
  破土: {
    en: 'Break ground for a grave',
    icon: 'activity-break-ground-grave',
    description:
      'Digging the ground for a grave or tomb, as distinct from breaking ground for a building for the living.',
  },
  安葬: {
    en: 'Burial',
    icon: 'activity-burial',
    description: 'Laying the deceased to rest in a grave or tomb.',
  },
  立碑: {
    en: 'Erect a headstone',
    icon: 'activity-headstone',
    description: 'Setting up a gravestone or memorial stone.',
  },
  成服: {
    en: 'Put on mourning clothes',
    icon: 'activity-wear-mourning',
    description: 'The family of the deceased putting on mourning garments after a death.',
  },
  除服: {
    en: 'Take off mourning clothes',
    icon: 'activity-end-mourning',
    description: 'Taking off mourning garments at the end of the mourning period.',
  },
  开生坟: {
    en: 'Prepare a tomb in advance',
    icon: 'activity-prepare-tomb',
    description:
      'Digging and building a tomb for someone still living, in preparation for the future.',
  },
  合寿木: {
    en: 'Make a coffin in advance',
    icon: 'activity-prepare-coffin',
    description:
      'Making a coffin ahead of time for an elderly person, a custom believed to bring long life.',
  },
  入殓: {
    en: 'Place in the coffin',
    icon: 'activity-encoffin',
    description: 'Placing the body of the deceased in the coffin.',
  },
  移柩: {
    en: 'Move the coffin',
    icon: 'activity-move-coffin',
    description: 'Carrying the coffin out of the house to begin the funeral procession.',
  },
  普渡: {
    en: 'Rites for wandering souls',
    icon: 'activity-wandering-souls',
    description:
      'Offerings and prayers for the souls of the dead who have no one to care for them, as held during the Ghost Festival.',
  },
  行丧: {
    en: 'Hold a funeral',
    icon: 'activity-funeral',
    description: 'Conducting funeral rites and the funeral procession.',
  },

  // Home
  入宅: {
    en: 'Move into a new home',
    icon: 'activity-move-in',
    description:
      'Moving into a newly built or newly bought home for the first time, often with a housewarming ceremony.',
  },
  安香: {
    en: 'Install the household altar',
    icon: 'activity-install-altar',
    description:
      'Setting up an altar for the Earth God, household gods or ancestral tablets in a home.',
  },
  安门: {
    en: 'Install a door',
    icon: 'activity-install-door',
    description: 'Fitting the main door or other doors of a house.',
  },
  修造: {
    en: 'Build or renovate',
    icon: 'activity-renovate',
    description: 'Building, extending or repairing a house or other building for the living.',
  },
  起基: {
    en: 'Lay foundations',
    icon: 'activity-lay-foundations',
    description: 'Digging and laying the foundations of a building.',
  },
  动土: {
    en: 'Break ground',
    icon: 'activity-break-ground',
    description:
      'Starting building work by turning the first soil for a house or other building for the living.',
  },
  上梁: {
    en: 'Raise the roof beam',
    icon: 'activity-raise-beam',
    description:
      'Hoisting the main ridge beam into place, a milestone of building traditionally marked with a ceremony.',
  },
  竖柱: {
    en: 'Erect pillars',
    icon: 'activity-erect-pillars',
    description: 'Raising the main pillars or columns of a building.',
  },
  开井开池: {
    en: 'Dig a well or pond',
    icon: 'activity-dig-well-pond',
    description: 'Digging a new well, pond or pool.',
  },
  作陂放水: {
    en: 'Build a dam and release water',
    icon: 'activity-dam',
    description:
      'Building banks, dams or reservoirs, and letting water out into fields or channels.',
  },
  拆卸: {
    en: 'Demolition',
    icon: 'activity-demolition',
    description: 'Taking down a building or structure, or dismantling part of one.',
  },
  破屋: {
    en: 'Demolish a house',
    icon: 'activity-demolish-house',
    description: 'Pulling down a house or part of a house.',
  },
  坏垣: {
    en: 'Knock down a wall',
    icon: 'activity-knock-down-wall',
    description: 'Knocking down walls or fences.',
  },
  补垣: {
    en: 'Repair a wall',
    icon: 'activity-repair-wall',
    description: 'Repairing walls and fences and filling in gaps and holes in them.',
  },
  伐木做梁: {
    en: 'Fell timber for beams',
    icon: 'activity-timber-beams',
    description: 'Felling trees and shaping the timber into beams for a roof.',
  },
  作灶: {
    en: 'Build a stove',
    icon: 'activity-build-stove',
    description: 'Building, installing or moving a kitchen stove.',
  },
  解除: {
    en: 'Cleansing rites',
    icon: 'activity-cleansing',
    description:
      'Cleaning out a home and holding rites to dispel misfortune, illness and evil influences.',
  },
  开柱眼: {
    en: 'Cut pillar joints',
    icon: 'activity-pillar-joints',
    description: 'Cutting the joint holes in wooden pillars to prepare them for building.',
  },
  穿屏扇架: {
    en: 'Fit screens and door frames',
    icon: 'activity-screens-frames',
    description: 'Making and fitting door leaves, screens and their frames.',
  },
  盖屋合脊: {
    en: 'Roof and close the ridge',
    icon: 'activity-roof-ridge',
    description: 'Putting the roof on a building and closing it at the ridge.',
  },
  开厕: {
    en: 'Dig a toilet',
    icon: 'activity-toilet',
    description: 'Starting work on a new toilet or latrine.',
  },
  造仓: {
    en: 'Build a storehouse',
    icon: 'activity-storehouse',
    description: 'Building a granary, storehouse or store room.',
  },
  塞穴: {
    en: 'Seal holes',
    icon: 'activity-seal-holes',
    description: 'Blocking holes, burrows and ant nests in and around the house.',
  },
  平治道涂: {
    en: 'Level and repair roads',
    icon: 'activity-repair-roads',
    description: 'Levelling, paving and repairing roads and paths.',
  },
  造桥: {
    en: 'Build a bridge',
    icon: 'activity-bridge',
    description: 'Building or repairing a bridge.',
  },
  作厕: {
    en: 'Build a toilet',
    icon: 'activity-toilet',
    description: 'Building or repairing a toilet or latrine.',
  },
  筑堤: {
    en: 'Build an embankment',
    icon: 'activity-embankment',
    description: 'Building dykes, embankments and flood banks.',
  },
  开池: {
    en: 'Dig a pond',
    icon: 'activity-dig-pond',
    description: 'Digging a pond, fish pond or pool.',
  },
  伐木: {
    en: 'Fell trees',
    icon: 'activity-fell-trees',
    description: 'Cutting down trees for timber.',
  },
  开渠: {
    en: 'Dig a channel',
    icon: 'activity-dig-channel',
    description: 'Digging ditches, canals, drains and irrigation channels.',
  },
  掘井: {
    en: 'Dig a well',
    icon: 'activity-dig-well',
    description: 'Digging or boring a new well.',
  },
  扫舍: {
    en: 'Clean the house',
    icon: 'activity-clean-house',
    description: 'Giving a home a thorough cleaning.',
  },
  放水: {
    en: 'Release water',
    icon: 'activity-release-water',
    description: 'Letting water into fields and ponds, or draining them.',
  },
  造屋: {
    en: 'Build a house',
    icon: 'activity-build-house',
    description: 'Building a new house.',
  },
  合脊: {
    en: 'Close the roof ridge',
    icon: 'activity-roof-ridge',
    description: 'Finishing a roof by closing it along the ridge.',
  },
  造畜稠: {
    en: 'Build animal pens',
    icon: 'activity-animal-pens',
    description: 'Building stables, sheds, pens and coops for livestock and poultry.',
  },
  修门: {
    en: 'Repair a door',
    icon: 'activity-repair-door',
    description: 'Repairing or replacing doors and gates.',
  },
  定磉: {
    en: 'Set pillar bases',
    icon: 'activity-pillar-bases',
    description: 'Placing the stone bases that a building’s pillars will stand on.',
  },
  作梁: {
    en: 'Make roof beams',
    icon: 'activity-make-beams',
    description: 'Shaping the beams for a roof.',
  },
  修饰垣墙: {
    en: 'Decorate walls',
    icon: 'activity-decorate-walls',
    description: 'Repairing, plastering and painting walls.',
  },
  架马: {
    en: 'Set up work trestles',
    icon: 'activity-work-trestles',
    description:
      'Carpenters setting up their trestles to start building work, traditionally placed facing an auspicious direction.',
  },
  起基动土: {
    en: 'Lay foundations and break ground',
    icon: 'activity-lay-foundations',
    description: 'Turning the first soil and laying the foundations of a new building.',
  },
  破屋坏垣: {
    en: 'Demolish houses and walls',
    icon: 'activity-demolish-house',
    description: 'Pulling down houses, walls and fences.',
  },
  盖屋: {
    en: 'Put on a roof',
    icon: 'activity-roofing',
    description: 'Roofing a house or putting up a new building.',
  },
  造仓库: {
    en: 'Build a warehouse',
    icon: 'activity-storehouse',
    description: 'Building a warehouse, granary or store room.',
  },
  断蚁: {
    en: 'Get rid of termites',
    icon: 'activity-termites',
    description: 'Clearing ants and termites that damage the timber of a home.',
  },

  // Business and money
  开市: {
    en: 'Open a business',
    icon: 'activity-open-business',
    description:
      'Opening a new shop, company or factory, or reopening for business at the start of the year.',
  },
  挂匾: {
    en: 'Hang a sign',
    icon: 'activity-hang-sign',
    description: 'Hanging a shop sign, nameplate or honorary plaque.',
  },
  纳财: {
    en: 'Collect money',
    icon: 'activity-collect-money',
    description:
      'Receiving payments, collecting debts, buying stock or otherwise bringing money and goods in.',
  },
  求财: {
    en: 'Seek wealth',
    icon: 'activity-seek-wealth',
    description: 'Pursuing money through business, investment or asking for a loan.',
  },
  开仓: {
    en: 'Open the storehouse',
    icon: 'activity-open-storehouse',
    description: 'Opening a granary or warehouse to sell or lend out grain, goods or money.',
  },
  买车: {
    en: 'Buy a vehicle',
    icon: 'activity-buy-vehicle',
    description: 'Buying a car or other vehicle.',
  },
  置产: {
    en: 'Buy property',
    icon: 'activity-buy-property',
    description: 'Buying land, houses or other real estate.',
  },
  雇佣: {
    en: 'Hire staff',
    icon: 'activity-hire-staff',
    description: 'Taking on employees or domestic help.',
  },
  出货财: {
    en: 'Ship goods',
    icon: 'activity-ship-goods',
    description: 'Sending out goods or paying out money, such as shipping stock to customers.',
  },
  安机械: {
    en: 'Install machinery',
    icon: 'activity-install-machinery',
    description: 'Installing machines and equipment, or starting them up for the first time.',
  },
  造车器: {
    en: 'Build vehicles and tools',
    icon: 'activity-build-vehicles',
    description: 'Making carts, vehicles, tools and other equipment.',
  },
  经络: {
    en: 'Weaving',
    icon: 'activity-weaving',
    description: 'Setting up a loom and stringing the warp, or starting spinning and weaving.',
  },
  酝酿: {
    en: 'Brewing',
    icon: 'activity-brewing',
    description: 'Brewing wine and making vinegar, soy sauce and other fermented foods.',
  },
  作染: {
    en: 'Dyeing',
    icon: 'activity-dyeing',
    description: 'Dyeing cloth and yarn.',
  },
  鼓铸: {
    en: 'Metal casting',
    icon: 'activity-metal-casting',
    description: 'Smelting and casting metal, such as casting bells or tools.',
  },
  造船: {
    en: 'Build a boat',
    icon: 'activity-build-boat',
    description: 'Building or repairing a boat or ship.',
  },
  立券交易: {
    en: 'Sign contracts and trade',
    icon: 'activity-contract-trade',
    description: 'Signing contracts and closing deals to buy or sell.',
  },
  交易: {
    en: 'Trade',
    icon: 'activity-trade',
    description: 'Buying and selling and closing business deals.',
  },
  立券: {
    en: 'Sign a contract',
    icon: 'activity-sign-contract',
    description: 'Signing contracts, deeds and agreements.',
  },
  安机: {
    en: 'Set up a loom or machine',
    icon: 'activity-install-machinery',
    description: 'Setting up a loom or other machine for work.',
  },

  // Farming and crafts
  割蜜: {
    en: 'Harvest honey',
    icon: 'activity-harvest-honey',
    description: 'Taking honey from beehives.',
  },
  栽种: {
    en: 'Planting',
    icon: 'activity-planting',
    description: 'Sowing seeds, planting crops and trees, and grafting.',
  },
  取渔: {
    en: 'Fishing',
    icon: 'activity-fishing',
    description: 'Catching fish.',
  },
  结网: {
    en: 'Make nets',
    icon: 'activity-make-nets',
    description: 'Weaving fishing or hunting nets.',
  },
  牧养: {
    en: 'Raise livestock',
    icon: 'activity-raise-livestock',
    description: 'Herding and rearing livestock.',
  },
  安碓磑: {
    en: 'Install a mill',
    icon: 'activity-install-mill',
    description: 'Setting up a pestle, mortar or millstone for grinding grain.',
  },
  纳畜: {
    en: 'Buy livestock',
    icon: 'activity-buy-livestock',
    description: 'Bringing new livestock, or today pets, into the household.',
  },
  捕捉: {
    en: 'Catch pests',
    icon: 'activity-catch-pests',
    description:
      'Catching or getting rid of vermin and pests, and by extension catching wrongdoers.',
  },
  畋猎: {
    en: 'Hunting',
    icon: 'activity-hunting',
    description: 'Hunting game.',
  },
  教牛马: {
    en: 'Train animals',
    icon: 'activity-train-animals',
    description: 'Training oxen and horses for work or riding.',
  },

  // Personal life
  习艺: {
    en: 'Learn a craft',
    icon: 'activity-learn-craft',
    description: 'Starting an apprenticeship or beginning to learn a skill or art.',
  },
  入学: {
    en: 'Start school',
    icon: 'activity-start-school',
    description: 'Starting school or a course of study, or taking on a teacher.',
  },
  理发: {
    en: 'Haircut',
    icon: 'activity-haircut',
    description: 'Cutting or styling the hair.',
  },
  剃头: {
    en: 'Shave the head',
    icon: 'activity-shave-head',
    description:
      'A baby’s first head shave, or the shaving of the head of someone becoming a monk or nun.',
  },
  整手足甲: {
    en: 'Trim nails',
    icon: 'activity-trim-nails',
    description: 'Trimming fingernails and toenails, traditionally a newborn’s first nail trim.',
  },
  探病: {
    en: 'Visit the sick',
    icon: 'activity-visit-sick',
    description: 'Visiting someone who is ill at home or in hospital.',
  },
  求医: {
    en: 'See a doctor',
    icon: 'activity-see-doctor',
    description: 'Consulting a doctor about an illness.',
  },
  治病: {
    en: 'Medical treatment',
    icon: 'activity-medical-treatment',
    description: 'Treating an illness, especially with surgery or a long course of treatment.',
  },
  求医疗病: {
    en: 'Seek medical treatment',
    icon: 'activity-medical-treatment',
    description: 'Seeking treatment for a chronic illness, or having an operation.',
  },
  针灸: {
    en: 'Acupuncture',
    icon: 'activity-acupuncture',
    description: 'Acupuncture and moxibustion treatment.',
  },
  见贵: {
    en: 'Meet important people',
    icon: 'activity-meet-vip',
    description: 'Calling on superiors, officials or influential people to seek their favour.',
  },
  会亲友: {
    en: 'Visit friends and relatives',
    icon: 'activity-visit-family',
    description: 'Visiting or entertaining friends and relatives.',
  },
  会友: {
    en: 'Meet friends',
    icon: 'activity-meet-friends',
    description: 'Meeting or entertaining friends.',
  },
  赴任: {
    en: 'Take up a new post',
    icon: 'activity-new-post',
    description: 'Starting a new job or taking up an appointment.',
  },
  词讼: {
    en: 'Litigation',
    icon: 'activity-litigation',
    description: 'Filing a lawsuit or going to court.',
  },
  分居: {
    en: 'Divide the household',
    icon: 'activity-divide-household',
    description:
      'Members of an extended family splitting into separate households of their own; it does not mean a couple separating.',
  },

  // Travel and moving
  出行: {
    en: 'Travel',
    icon: 'activity-travel',
    description: 'Setting out on a journey or trip away from home.',
  },
  移徙: {
    en: 'Move house',
    icon: 'activity-move-house',
    description: 'Moving to another home, which need not be a new one.',
  },
  乘船: {
    en: 'Take a boat',
    icon: 'activity-take-boat',
    description: 'Travelling by boat or ship.',
  },
  渡水: {
    en: 'Cross water',
    icon: 'activity-cross-water',
    description: 'Crossing a river, lake or sea.',
  },
  归岫: {
    en: 'Return to the mountains',
    icon: 'activity-return-mountains',
    description:
      'Literally "returning to the mountain retreat", a rare entry whose traditional scope is unclear, usually read as withdrawing to a mountain hermitage or retreat.',
  },

  // Summary entries
  诸事不宜: {
    en: 'Nothing is favourable',
    icon: 'activity-nothing-favourable',
    description: 'The day is unsuitable for any important undertaking.',
  },
  馀事勿取: {
    en: 'Avoid other matters',
    icon: 'activity-avoid-other',
    description:
      'Only the activities listed as suitable should be done; anything else is best left for another day.',
  },
  无: {
    en: 'None',
    icon: 'activity-none',
    description: 'No activities are listed.',
  },
};
