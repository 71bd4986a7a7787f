/**
 * Hidden stems (藏干) of the twelve Earthly Branches: branch key (as in `branches`) -> stem keys
 * (as in `stems`), main qi first, then middle and residual qi.
 *
 * Sources: the hidden-stem table of 《三命通会》 / 《渊海子平》 as used in modern Bazi practice;
 * checked to equal lunar-javascript 1.7.7's `LunarUtil.ZHI_HIDE_GAN` (the source of
 * `EightChar#getYearHideGan()` etc.), order included.
 */
export const hiddenStems: Readonly<Record<string, readonly string[]>> = {
  子: ['癸'],
  丑: ['己', '癸', '辛'],
  寅: ['甲', '丙', '戊'],
  卯: ['乙'],
  辰: ['戊', '乙', '癸'],
  巳: ['丙', '庚', '戊'],
  午: ['丁', '己'],
  未: ['己', '丁', '乙'],
  申: ['庚', '壬', '戊'],
  酉: ['辛'],
  戌: ['戊', '辛', '丁'],
  亥: ['壬', '甲'],
};
