/**
 * Issue 33: the English feed and the /tongshu page name the moon alike: the phase, then the lunar
 * day's traditional name when it differs (web-app/src/pages/almanac/lunarPosition.test.tsx).
 */
import { almanacEvent } from './almanacCalendars';

describe('the moon in the English feed', () => {
  it('gives the phase with the day name beside it', () => {
    const { description } = almanacEvent('tongshueng', { year: 2026, month: 3, day: 6 });
    expect(description).toContain('Moon: Waning Gibbous (Sitting Wait Moon).');
  });

  it('says a name once when the two agree', () => {
    const { description } = almanacEvent('tongshueng', { year: 2026, month: 3, day: 3 });
    expect(description).toContain('Moon: Full Moon.');
  });
});
