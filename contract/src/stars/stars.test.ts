/**
 * The flying-star answer: the engine's grids (checked against lunar-javascript and tyme4ts in the
 * engine's tests) with every star and direction in Chinese and English, on the asked clock.
 */
import { Solar } from 'lunar-javascript';
import { noAccountScope } from '../shared/noAccountScope';
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

  it('takes the school options: the year star from the lunar new year, any of the five day-star counts', async () => {
    const scope = noAccountScope();
    const request = {
      date: '2024-02-09',
      zone: 'Asia/Shanghai',
      yearStart: 'lunar-new-year',
      dayStarRule: 'six-segments',
    };
    const stars = await flyingStarsEndpoint.compute(
      parseInput(flyingStarsEndpoint.request, request),
      scope,
    );
    // lunar-javascript 1.7.7: getYearNineStar(1), the year from 正月初一, is 4 Green on 2024-02-09.
    const lunar = Solar.fromYmdHms(2024, 2, 9, 12, 0, 0).getLunar();
    expect(stars.year.center.number).toBe(lunar.getYearNineStar(1).getIndex() + 1);
    expect(starsAnswer('2024-02-09', undefined).year.center.number).toBe(
      lunar.getYearNineStar(3).getIndex() + 1,
    );
    expect(stars.conventions).toEqual({
      dayStarRule: 'six-segments',
      starFlight: 'forward',
      dayChange: '23:00',
      yearStart: 'lunar-new-year',
    });
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
