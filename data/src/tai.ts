/**
 * Positions of the Fetal God (胎神), the spirit said to guard an unborn child and to move about
 * the home day by day and month by month. While someone in the household is pregnant, the place
 * it occupies should not be disturbed: no moving, hammering, nailing, repairing or heavy cleaning
 * there. Keys are exactly as lunar-javascript 1.7.7 emits them:
 * - `dayTaiPositions`: every distinct string of `LunarUtil.POSITION_TAI_DAY`
 *   (`Lunar#getDayPositionTai()`), one for each of the 60 day pillars: the places in the house,
 *   then where they are (外 = outside the bedroom / in the rest of the home, 房内 = inside the
 *   bedroom);
 * - `monthTaiPositions`: every distinct string of `LunarUtil.POSITION_TAI_MONTH`
 *   (`Lunar#getMonthPositionTai()`). For leap months that getter returns the empty string, which
 *   has no entry here.
 *
 * Sources: the 胎神占方 tables printed daily in Chinese almanacs (农民历 / 通胜). Glossary of
 * the places: 门 door, 大门 main gate, 碓 pounding mortar (the treadle hammer used to husk
 * grain), 磨 millstone, 厕 toilet, 厨灶 kitchen stove, 炉 furnace or brazier, 仓库 storeroom,
 * 房 / 床 bedroom / bed, 栖 roost (the chicken coop's perch), 户 door, 窗 window, 堂 hall.
 */
import type { Glossary } from './types';

export const dayTaiPositions: Glossary = {
  '占门碓 外东南': { en: 'Door and mortar, outside southeast' },
  '碓磨厕 外东南': { en: 'Mortar, millstone and toilet, outside southeast' },
  '厨灶炉 外正南': { en: 'Kitchen stove and furnace, outside south' },
  '仓库门 外正南': { en: 'Storeroom and door, outside south' },
  '房床栖 外正南': { en: 'Bed and roost, outside south' },
  '占门床 外正南': { en: 'Door and bed, outside south' },
  '占碓磨 外正南': { en: 'Mortar and millstone, outside south' },
  '厨灶厕 外西南': { en: 'Kitchen stove and toilet, outside southwest' },
  '仓库炉 外西南': { en: 'Storeroom and furnace, outside southwest' },
  '房床门 外西南': { en: 'Bed and door, outside southwest' },
  '占门栖 外西南': { en: 'Door and roost, outside southwest' },
  '碓磨床 外西南': { en: 'Mortar, millstone and bed, outside southwest' },
  '厨灶碓 外西南': { en: 'Kitchen stove and mortar, outside southwest' },
  '仓库厕 外正西': { en: 'Storeroom and toilet, outside west' },
  '房床炉 外正西': { en: 'Bed and furnace, outside west' },
  '占大门 外正西': { en: 'Main gate, outside west' },
  '碓磨栖 外正西': { en: 'Mortar, millstone and roost, outside west' },
  '厨灶床 外正西': { en: 'Kitchen stove and bed, outside west' },
  '仓库碓 外西北': { en: 'Storeroom and mortar, outside northwest' },
  '房床厕 外西北': { en: 'Bed and toilet, outside northwest' },
  '占门炉 外西北': { en: 'Door and furnace, outside northwest' },
  '碓磨门 外西北': { en: 'Mortar, millstone and door, outside northwest' },
  '厨灶栖 外西北': { en: 'Kitchen stove and roost, outside northwest' },
  '仓库床 外西北': { en: 'Storeroom and bed, outside northwest' },
  '房床碓 外正北': { en: 'Bed and mortar, outside north' },
  '占门厕 外正北': { en: 'Door and toilet, outside north' },
  '碓磨炉 外正北': { en: 'Mortar, millstone and furnace, outside north' },
  '厨灶门 外正北': { en: 'Kitchen stove and door, outside north' },
  '仓库栖 外正北': { en: 'Storeroom and roost, outside north' },
  '占房床 房内北': { en: 'Bedroom and bed, inside the room, north' },
  '占门碓 房内北': { en: 'Door and mortar, inside the room, north' },
  '碓磨厕 房内北': { en: 'Mortar, millstone and toilet, inside the room, north' },
  '厨灶炉 房内北': { en: 'Kitchen stove and furnace, inside the room, north' },
  '仓库门 房内北': { en: 'Storeroom and door, inside the room, north' },
  '房床栖 房内中': { en: 'Bed and roost, inside the room, centre' },
  '占门床 房内中': { en: 'Door and bed, inside the room, centre' },
  '占碓磨 房内南': { en: 'Mortar and millstone, inside the room, south' },
  '厨灶厕 房内南': { en: 'Kitchen stove and toilet, inside the room, south' },
  '仓库炉 房内南': { en: 'Storeroom and furnace, inside the room, south' },
  '房床门 房内西': { en: 'Bed and door, inside the room, west' },
  '占门栖 房内东': { en: 'Door and roost, inside the room, east' },
  '碓磨床 房内东': { en: 'Mortar, millstone and bed, inside the room, east' },
  '厨灶碓 房内东': { en: 'Kitchen stove and mortar, inside the room, east' },
  '仓库厕 房内东': { en: 'Storeroom and toilet, inside the room, east' },
  '房床炉 房内中': { en: 'Bed and furnace, inside the room, centre' },
  '占大门 外东北': { en: 'Main gate, outside northeast' },
  '碓磨栖 外东北': { en: 'Mortar, millstone and roost, outside northeast' },
  '厨灶床 外东北': { en: 'Kitchen stove and bed, outside northeast' },
  '仓库碓 外东北': { en: 'Storeroom and mortar, outside northeast' },
  '房床厕 外东北': { en: 'Bed and toilet, outside northeast' },
  '占门炉 外东北': { en: 'Door and furnace, outside northeast' },
  '碓磨门 外正东': { en: 'Mortar, millstone and door, outside east' },
  '厨灶栖 外正东': { en: 'Kitchen stove and roost, outside east' },
  '仓库床 外正东': { en: 'Storeroom and bed, outside east' },
  '房床碓 外正东': { en: 'Bed and mortar, outside east' },
  '占门厕 外正东': { en: 'Door and toilet, outside east' },
  '碓磨炉 外东南': { en: 'Mortar, millstone and furnace, outside southeast' },
  '厨灶门 外东南': { en: 'Kitchen stove and door, outside southeast' },
  '仓库栖 外东南': { en: 'Storeroom and roost, outside southeast' },
  '占房床 外东南': { en: 'Bedroom and bed, outside southeast' },
};

export const monthTaiPositions: Glossary = {
  占房床: {
    en: 'Bedroom and bed',
    description: 'Lunar months 1, 5, 10 and 12.',
  },
  占户窗: { en: 'Doors and windows', description: 'Lunar month 2.' },
  占门堂: { en: 'Door and hall', description: 'Lunar month 3.' },
  占厨灶: { en: 'Kitchen stove', description: 'Lunar month 4.' },
  占床仓: { en: 'Bed and storeroom', description: 'Lunar month 6.' },
  占碓磨: { en: 'Mortar and millstone', description: 'Lunar month 7.' },
  占厕户: { en: 'Toilet and door', description: 'Lunar month 8.' },
  占门房: { en: 'Door and bedroom', description: 'Lunar month 9.' },
  占灶炉: { en: 'Stove and furnace', description: 'Lunar month 11.' },
};
