import { RING, HOME_STARS, HOME_DOORS } from './palaces';
import { buildBoard, earthPlate, type Dun } from './board';

const DUNS: Dun[] = ['yang', 'yin'];

function* allHourBoards() {
  for (const dun of DUNS) {
    for (let ju = 1; ju <= 9; ju += 1) {
      for (let pillar = 0; pillar < 60; pillar += 1)
        yield { dun, ju, pillar, board: buildBoard(dun, ju, pillar) };
    }
  }
}

describe('rotating-plate board: structure over all 1080 hour boards (18 ju x 60 hours)', () => {
  const boards = [...allHourBoards()];

  it('builds 1080 boards', () => {
    expect(boards).toHaveLength(1080);
  });

  it('places each star, door and deity exactly once and the stems as a permutation', () => {
    const problems: string[] = [];
    for (const { dun, ju, pillar, board } of boards) {
      const cells = RING.map((p) => board.palaces[p]);
      const stars = cells.map((c) => c.star).sort();
      const doors = cells.map((c) => c.door).sort();
      const deities = new Set(cells.map((c) => c.deity));
      const heaven = cells.flatMap((c) => [c.heavenStem, c.heavenStemHidden ?? []].flat()).sort();
      const earth = cells.flatMap((c) => [c.earthStem, c.earthStemHidden ?? []].flat()).sort();
      const expectedStars = RING.map((p) => HOME_STARS[p]).sort();
      const expectedDoors = RING.map((p) => HOME_DOORS[p]).sort();
      const ok =
        JSON.stringify(stars) === JSON.stringify(expectedStars) &&
        JSON.stringify(doors) === JSON.stringify(expectedDoors) &&
        deities.size === 8 &&
        JSON.stringify(heaven) === JSON.stringify(earth) &&
        earth.length === 9 &&
        cells.filter((c) => c.heavenStemHidden).length === 1 &&
        cells.filter((c) => c.earthStemHidden).length === 1;
      if (!ok) problems.push(`${dun} ${ju} pillar ${pillar}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('puts the lead star (值符 deity) where the active stem sits on the earth plate, carrying the lead stem', () => {
    const problems: string[] = [];
    for (const { dun, ju, pillar, board } of boards) {
      const cell = board.palaces[board.leadStarPalace];
      const leadStarHere =
        cell.star === board.leadStar || (board.leadStar === '天禽' && cell.star === '天芮');
      const leadStemHere =
        cell.heavenStem === board.leadStem || cell.heavenStemHidden === board.leadStem;
      if (!(leadStarHere && leadStemHere && cell.deity === '值符'))
        problems.push(`${dun} ${ju} ${pillar}`);
      if (board.palaces[board.envoyPalace].door !== board.envoy)
        problems.push(`envoy ${dun} ${ju} ${pillar}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('is 伏吟 (stars home) at every 甲 hour', () => {
    for (const { pillar, board } of boards) {
      if (pillar % 10 === 0) expect(board.starShift).toBe(0);
    }
  });
});

describe('earth plate', () => {
  it('lays 戊己庚辛壬癸丁丙乙 forward from the ju in yang dun and backward in yin dun', () => {
    expect(Object.values(earthPlate('yang', 1)).join('')).toBe('戊己庚辛壬癸丁丙乙');
    // Yin 9: 9戊 8己 7庚 6辛 5壬 4癸 3丁 2丙 1乙 -> palaces 1..9 read 乙丙丁癸壬辛庚己戊.
    expect(Object.values(earthPlate('yin', 9)).join('')).toBe('乙丙丁癸壬辛庚己戊');
  });

  it('refuses a ju outside 1..9', () => {
    expect(() => buildBoard('yang', 0, 0)).toThrow(RangeError);
  });
});
