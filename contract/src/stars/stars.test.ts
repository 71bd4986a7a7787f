/**
 * The flying-star answer: the engine's grids (checked against lunar-javascript and tyme4ts in the
 * engine's tests) with every star and direction in Chinese and English, on the asked clock.
 */
import { parseInput } from '../shared/parse';
import { flyingStarsEndpoint } from './endpoint';
import { starsAnswer } from './answer';

describe('flying_stars', () => {
  it('answers 2026-11-28 with the year 1 White in the centre and 5 Yellow in the south', () => {
    const stars = starsAnswer('2026-11-28', '09:30', 'Europe/Berlin');
    expect(stars.year.center).toEqual({ number: 1, zh: '一白', en: '1 White (Water)' });
    const south = stars.year.palaces.find((palace) => palace.palace === 's');
    expect(south).toEqual({
      palace: 's',
      direction: { zh: '正南', en: 'South' },
      star: { number: 5, zh: '五黄', en: '5 Yellow (Earth)' },
    });
    expect(stars.year.palaces.map((palace) => palace.palace)).toEqual([
      'c',
      'nw',
      'w',
      'ne',
      's',
      'n',
      'sw',
      'e',
      'se',
    ]);
    expect([stars.month.center.number, stars.day.center.number]).toEqual([8, 9]);
    expect(stars.conventions).toEqual({
      dayStarRule: 'solstice-jiazi',
      starFlight: 'forward',
      dayChange: '23:00',
      yearStart: 'lichun',
    });
    expect(flyingStarsEndpoint.summarize(stars)).toContain('the South holds the year');
  });

  it('refuses a bad rule and a bad date, naming the field', () => {
    expect(() =>
      parseInput(flyingStarsEndpoint.request, { date: '2026-11-28', dayStarRule: 'x' }),
    ).toThrow(expect.objectContaining({ inputError: 'dayStarRule' }));
    expect(() => parseInput(flyingStarsEndpoint.request, { date: '2026-13-01' })).toThrow(
      expect.objectContaining({ inputError: 'date' }),
    );
  });
});
