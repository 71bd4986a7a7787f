/**
 * The Peng Zu taboos (彭祖百忌): one sentence for each Heavenly Stem and each Earthly Branch of the
 * day, keyed exactly as lunar-javascript 1.7.7 emits them (`LunarUtil.PENGZU_GAN` /
 * `PENGZU_ZHI`, `Lunar#getPengZuGan()` / `getPengZuZhi()`).
 *
 * Sources: the 彭祖百忌 verses as printed in Chinese almanacs (attributed to Peng Zu, the
 * legendary long-lived sage); the English is a fresh, faithful rendering of each line ("X days:
 * do not ..., or ..."), following the usual almanac reading of the obscure words: 经络 as setting
 * up the warp on a loom, 泱水 as releasing or diverting water, 冠带 as the capping (coming of age or
 * taking office) ceremony.
 */
import type { Glossary } from './types';

export const pengZuStem: Glossary = {
  甲不开仓财物耗散: { en: 'Jia days: do not open the granary, or wealth will drain away.' },
  乙不栽植千株不长: { en: 'Yi days: do not plant, or a thousand seedlings will fail to grow.' },
  丙不修灶必见灾殃: { en: 'Bing days: do not repair the stove, or disaster is sure to follow.' },
  丁不剃头头必生疮: { en: 'Ding days: do not shave the head, or sores will break out on it.' },
  戊不受田田主不祥: {
    en: 'Wu days: do not take over farmland, or misfortune will befall its owner.',
  },
  己不破券二比并亡: {
    en: 'Ji days: do not break a contract, or both parties will lose by it.',
  },
  庚不经络织机虚张: {
    en: 'Geng days: do not set up the warp on a loom, or the loom will stand idle.',
  },
  辛不合酱主人不尝: {
    en: 'Xin days: do not brew sauce, or the master of the house will never taste it.',
  },
  壬不泱水更难提防: {
    en: 'Ren days: do not release or divert water, or it will be hard to hold back.',
  },
  癸不词讼理弱敌强: {
    en: 'Gui days: do not go to law, or your case will be weak and your opponent strong.',
  },
};

export const pengZuBranch: Glossary = {
  子不问卜自惹祸殃: {
    en: 'Zi days: do not consult a diviner, or you will bring misfortune on yourself.',
  },
  丑不冠带主不还乡: {
    en: 'Chou days: do not hold a capping ceremony, or the one capped will never return home.',
  },
  寅不祭祀神鬼不尝: {
    en: 'Yin days: do not make offerings, or the gods and spirits will not accept them.',
  },
  卯不穿井水泉不香: { en: 'Mao days: do not dig a well, or its water will not be sweet.' },
  辰不哭泣必主重丧: { en: 'Chen days: do not weep or wail, or another death will follow.' },
  巳不远行财物伏藏: {
    en: 'Si days: do not travel far, or your money and goods will be lost from sight.',
  },
  午不苫盖屋主更张: { en: 'Wu days: do not thatch a roof, or the house will change owners.' },
  未不服药毒气入肠: {
    en: 'Wei days: do not take medicine, or poison will enter the bowels.',
  },
  申不安床鬼祟入房: {
    en: 'Shen days: do not set up a bed, or evil spirits will enter the bedroom.',
  },
  酉不会客醉坐颠狂: {
    en: 'You days: do not entertain guests, or they will get drunk and run wild.',
  },
  戌不吃犬作怪上床: {
    en: 'Xu days: do not eat dog meat, or strange things will haunt your bed.',
  },
  亥不嫁娶不利新郎: { en: 'Hai days: do not marry, or it will bring ill luck to the groom.' },
};
