import { nayinOf } from './nayinOf';

// The sixty NaYin as the classical table lists them (三命通会, 论纳音取象), first pair and a few more.
describe('nayinOf', () => {
  it.each([
    ['甲', '子', '海中金'],
    ['乙', '丑', '海中金'],
    ['丙', '寅', '炉中火'],
    ['壬', '戌', '大海水'],
    ['癸', '亥', '大海水'],
  ])('%s%s is %s', (stem, branch, expected) => {
    expect(nayinOf(stem, branch)).toBe(expected);
  });
});
