/**
 * Formation rules of METAPHYSICS.md section 4 (after 张志春《神奇之门》 via the QMDJ formations
 * registry), each checked on a palace made to fit it and on one that just misses.
 */
import type { Board, BoardPalace } from './board';
import { formationsOf, type ChartFlags } from './formations';
import { RING, type OuterPalace } from './palaces';

const NO_FLAGS: ChartFlags = {
  starFuYin: false,
  starFanYin: false,
  doorFuYin: false,
  doorFanYin: false,
  fiveNonMeeting: false,
};

const PLAIN: BoardPalace = {
  earthStem: '壬',
  heavenStem: '己',
  star: '天蓬',
  door: '景门',
  deity: '六合',
};

/** A board whose palaces are all PLAIN except `palace`, which gets `cell`. */
function boardWith(
  palace: OuterPalace,
  cell: Partial<BoardPalace>,
  envoyPalace: OuterPalace = 1,
): Board {
  const palaces = Object.fromEntries(
    RING.map((p) => [p, p === palace ? { ...PLAIN, ...cell } : PLAIN]),
  );
  return {
    dun: 'yang',
    ju: 1,
    leadStem: '戊',
    leadStar: '天蓬',
    envoy: '休门',
    leadPalace: 1,
    leadStarPalace: 1,
    envoyPalace,
    starShift: 1,
    doorShift: 1,
    palaces: palaces as unknown as Board['palaces'],
    centreStem: '壬',
  };
}

function found(
  palace: OuterPalace,
  cell: Partial<BoardPalace>,
  hourStem?: string,
  envoyPalace?: OuterPalace,
) {
  return formationsOf(boardWith(palace, cell, envoyPalace), NO_FLAGS, hourStem)[palace].map(
    (f) => f.zh,
  );
}

describe('special formations', () => {
  it.each([
    ['青龙返首', 3, { heavenStem: '戊', earthStem: '丙' }],
    ['飞鸟跌穴', 3, { heavenStem: '丙', earthStem: '戊' }],
    ['天遁', 3, { heavenStem: '丙', earthStem: '丁', door: '生门' }],
    ['地遁', 3, { heavenStem: '乙', earthStem: '己', door: '开门' }],
    ['人遁', 3, { heavenStem: '丁', door: '休门', deity: '太阴' }],
    ['神遁', 3, { heavenStem: '丙', door: '生门', deity: '九天' }],
    ['鬼遁', 3, { heavenStem: '丁', door: '杜门', deity: '九地' }],
    ['风遁', 4, { heavenStem: '乙', door: '休门' }],
    ['云遁', 3, { heavenStem: '乙', earthStem: '辛', door: '开门' }],
    ['龙遁', 1, { heavenStem: '乙', door: '生门' }],
    ['虎遁', 7, { heavenStem: '庚', door: '开门' }],
    ['三奇得使', 3, { heavenStem: '丁', earthStem: '壬' }],
    ['三奇升殿', 9, { heavenStem: '丙' }],
    ['奇游禄位', 4, { heavenStem: '丙', door: '开门' }],
    ['奇仪相合', 3, { heavenStem: '乙', earthStem: '庚' }],
    ['六仪击刑', 3, { heavenStem: '戊' }],
    ['三奇入墓', 6, { heavenStem: '丙' }],
    ['门迫', 3, { door: '开门' }],
    ['青龙逃走', 3, { heavenStem: '乙', earthStem: '辛' }],
    ['白虎猖狂', 3, { heavenStem: '辛', earthStem: '乙' }],
    ['朱雀投江', 3, { heavenStem: '丁', earthStem: '癸' }],
    ['螣蛇夭矫', 3, { heavenStem: '癸', earthStem: '丁' }],
    ['太白入荧', 3, { heavenStem: '庚', earthStem: '丙' }],
    ['荧入太白', 3, { heavenStem: '丙', earthStem: '庚' }],
    ['大格', 3, { heavenStem: '庚', earthStem: '癸' }],
    ['小格', 3, { heavenStem: '庚', earthStem: '壬' }],
    ['刑格', 3, { heavenStem: '庚', earthStem: '己' }],
    ['战格', 3, { heavenStem: '庚', earthStem: '庚' }],
    ['天网四张', 3, { heavenStem: '癸', earthStem: '癸' }],
  ] as [string, OuterPalace, Partial<BoardPalace>][])(
    '%s is found where its rule holds',
    (name, palace, cell) => {
      expect(found(palace, cell)).toContain(name);
    },
  );

  it('counts hidden stems: 天禽 carrying 戊 over 丙 in the palace of 天芮 is 青龙返首', () => {
    expect(found(8, { heavenStem: '乙', heavenStemHidden: '戊', earthStem: '丙' })).toContain(
      '青龙返首',
    );
  });

  it('needs every part of a rule: 天遁 without 生门, 风遁 outside palace 4, 门迫 where the door is at peace', () => {
    expect(found(3, { heavenStem: '丙', earthStem: '丁', door: '休门' })).not.toContain('天遁');
    expect(found(3, { heavenStem: '乙', door: '休门' })).not.toContain('风遁');
    expect(found(1, { door: '开门' })).not.toContain('门迫');
  });

  it('finds 玉女守门 in the envoy palace when its earth stem is 丁', () => {
    expect(found(7, { earthStem: '丁' }, undefined, 7)).toContain('玉女守门');
    expect(found(7, { earthStem: '丁' }, undefined, 1)).not.toContain('玉女守门');
  });

  it('finds 时干入墓 only on hour charts, in the lead star palace', () => {
    expect(found(1, {}, '甲')).not.toContain('时干入墓');
    const board = { ...boardWith(2, {}), leadStarPalace: 2 as OuterPalace };
    expect(formationsOf(board, NO_FLAGS, '甲')[2].map((f) => f.zh)).toContain('时干入墓');
    expect(formationsOf(board, NO_FLAGS, undefined)[2].map((f) => f.zh)).not.toContain('时干入墓');
  });

  it('lists chart-level Fu Yin, Fan Yin and 五不遇时 in the lead star palace only', () => {
    const flags = { ...NO_FLAGS, starFuYin: true, fiveNonMeeting: true };
    const all = formationsOf(boardWith(3, {}), flags, '庚');
    expect(all[1].map((f) => f.zh)).toEqual(expect.arrayContaining(['星伏吟', '五不遇时']));
    expect(all[3].map((f) => f.zh)).not.toContain('星伏吟');
  });
});
