import { firstWeekday } from './firstWeekday';

// CLDR's week data (supplemental weekData): firstDay mon for GB and DE, sun for US.
describe('firstWeekday', () => {
  it('starts the week as the locale does', () => {
    expect(firstWeekday('en-GB')).toBe(1);
    expect(firstWeekday('de-DE')).toBe(1);
    expect(firstWeekday('en-US')).toBe(0);
  });

  it('guesses for a tag that is not a locale', () => {
    expect(firstWeekday('not a locale')).toBe(1);
  });
});
