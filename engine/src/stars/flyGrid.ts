/**
 * A flying-star grid: the centre star and the others flown through the palaces in the Lo Shu
 * order (centre, NW, W, NE, S, N, SW, E, SE), one number further (or back) each palace. Star 5 in
 * the centre flown forward is the Lo Shu itself (S 9, N 1, E 3, W 7). Source: 《协纪辨方书》 vol. 3;
 * Wikibooks "Feng Shui/Flying Star Feng Shui" ("the flight path").
 */
import { starAfter, type StarNumber } from './nineStars';

/** The palaces by their compass keys, in the order the stars fly through them. */
export const FLIGHT_PATH = ['c', 'nw', 'w', 'ne', 's', 'n', 'sw', 'e', 'se'] as const;
export type StarPalace = (typeof FLIGHT_PATH)[number];

export interface StarGrid {
  readonly center: StarNumber;
  /** 顺飞 (forward: each palace one more) or 逆飞 (backward: one less). */
  readonly flight: 'forward' | 'backward';
  readonly palaces: Readonly<Record<StarPalace, StarNumber>>;
}

export function flyGrid(center: StarNumber, flight: StarGrid['flight'] = 'forward'): StarGrid {
  const step = flight === 'forward' ? 1 : -1;
  const palaces = {} as Record<StarPalace, StarNumber>;
  FLIGHT_PATH.forEach((palace, i) => {
    palaces[palace] = starAfter(center, step * i);
  });
  return { center, flight, palaces };
}
