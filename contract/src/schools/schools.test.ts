import { Solar } from 'lunar-javascript';
import { noAccountScope } from '../shared/noAccountScope';
import { parseInput } from '../shared/parse';
import { compareBaziEndpoint, compareDayEndpoint, schoolOptionsEndpoint } from './endpoints';
import { SchoolDifferencesSchema, SchoolOptionsSchema } from './schema';

const scope = noAccountScope();

describe('schools, v1 shape', () => {
  it('names the day pillar under each day change as lunar-javascript’s two sects do', async () => {
    // A late Rat hour birth (2000: no daylight saving in China) read by lunar-javascript 1.7.7's
    // EightChar in sect 1 (day changes at 23:00) and sect 2 (at midnight).
    const request = { date: '2000-01-15', time: '23:30', zone: 'Asia/Shanghai', gender: 'male' };
    const answer = await compareBaziEndpoint.compute(
      parseInput(compareBaziEndpoint.request, request),
      scope,
    );
    expect(SchoolDifferencesSchema.safeParse(answer).success).toBe(true);
    const day = answer.differences.find((difference) => difference.field === 'day pillar');
    const eightChar = Solar.fromYmdHms(2000, 1, 15, 23, 30, 0).getLunar().getEightChar();
    eightChar.setSect(1);
    const sect1 = eightChar.getDay();
    eightChar.setSect(2);
    const sect2 = eightChar.getDay();
    expect(day?.values[0]?.value.startsWith(sect1)).toBe(true);
    expect(day?.values.some((value) => value.value.startsWith(sect2))).toBe(true);
  });

  it('lists every option with its Chinese and English', async () => {
    const answer = await schoolOptionsEndpoint.compute({}, scope);
    expect(SchoolOptionsSchema.safeParse(answer).success).toBe(true);
    expect(answer.options.map((option) => option.field)).toEqual([
      'dayChange',
      'luckStart',
      'qimenMethod',
      'qimenPlate',
      'yearStart',
      'dayStarRule',
      'starFlight',
      'replacementDegrees',
      'replacementFive',
      'nobleRhyme',
      'stemClash',
      'yinBlade',
    ]);
    expect(answer.defaults.dayChange).toBe('23:00');
    expect(answer.defaults).toMatchObject({
      dayStarRule: 'solstice-jiazi',
      starFlight: 'forward',
      replacementDegrees: '3',
      replacementFive: 'keep',
      nobleRhyme: 'six-xin',
      stemClash: 'four',
      yinBlade: 'before-lu',
    });
    // Issue 42: both flying-plate orders, the forward one the default flying plate.
    const plates = answer.options.find((option) => option.field === 'qimenPlate');
    expect(plates?.choices.map((choice) => choice.value)).toEqual([
      'rotating',
      'flying',
      'flying-yin-reverse',
    ]);
    expect(answer.defaults.qimenPlate).toBe('rotating');
  });

  it('lists the day star under every count where they differ, as lunar-javascript reads the default', async () => {
    const request = { date: '2026-11-28', dayStarRule: 'cnlunar', starFlight: 'yin-backward' };
    const answer = await compareDayEndpoint.compute(
      parseInput(compareDayEndpoint.request, request),
      scope,
    );
    expect(SchoolDifferencesSchema.safeParse(answer).success).toBe(true);
    expect(answer.compared).toEqual(['dayChange', 'yearStart', 'dayStarRule', 'starFlight']);
    const star = answer.differences.find((difference) => difference.field === 'day star');
    expect(star?.values.map((value) => value.school)).toEqual([
      'cnlunar',
      'solstice-jiazi',
      'solstice-jiazi-to-winter',
      'six-segments',
      'solstice-first-jiazi',
    ]);
    // lunar-javascript 1.7.7's Lunar.getDayNineStar() is the default rule's source.
    const lunar = Solar.fromYmd(2026, 11, 28).getLunar().getDayNineStar().getIndex() + 1;
    expect(star?.values[1]?.value).toBe(`${lunar} Purple (九紫)`);
    const flight = answer.differences.find((d) => d.field === 'flight of the day grid');
    expect(flight?.values.map((value) => value.value)).toEqual([
      'backward (逆飞)',
      'forward (顺飞)',
    ]);
    expect(compareDayEndpoint.summarize(answer)).toContain('day star: 7 Red (七赤) under');
  });
});
