/** The palaces' short names on a 3x3 board, by the answers' palace keys (c the centre). */
export const PALACE_NAMES: Readonly<Record<string, string>> = {
  n: 'N',
  ne: 'NE',
  e: 'E',
  se: 'SE',
  s: 'S',
  sw: 'SW',
  w: 'W',
  nw: 'NW',
  c: 'Centre',
};
