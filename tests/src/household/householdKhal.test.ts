/**
 * Issue 44: khal (Debian's terminal calendar: icalendar and dateutil underneath) reads a
 * household feed on Berlin's clock with no error, and shows each person's lunar birthday on the
 * date the engine gives it (checked there against ICU's Chinese calendar and the HKO tables) for
 * twenty years: a mother born in Hong Kong, a child born in a leap month (2020-06-15, 闰四月廿四)
 * and a friend born on a 30th (1987-07-25, 六月三十), none on the evening before.
 */
import {
  householdCalendar,
  lunarBirthdays,
  parseBirth,
  type HouseholdMember,
} from '@tongshu/engine';
import { khalDays } from '../support/khal';

const PEOPLE: readonly (readonly [string, string, string, string, string])[] = [
  ['mum', 'Mum Wong', '1950-03-12', '08:00', 'Asia/Hong_Kong'],
  ['kit', 'Kit', '2020-06-15', '10:00', 'Europe/Berlin'],
  ['ann', 'Ann', '1987-07-25', '12:00', 'Europe/Berlin'],
];

const members: HouseholdMember[] = PEOPLE.map(([id, name, date, time, zone]) => ({
  id,
  name,
  birth: { ...parseBirth(date, time, 'female'), zone },
  include: { birthdays: true, luck: true, taiSui: true },
}));

it('reads the feed on Berlin’s clock, each lunar birthday on its own date for twenty years', () => {
  const ics = householdCalendar({
    name: 'Household',
    zone: 'Europe/Berlin',
    window: { from: { year: 2026, month: 1, day: 1 }, to: { year: 2046, month: 12, day: 31 } },
    members,
    festivals: true,
    terms: true,
    generatedAt: Date.UTC(2026, 10, 28),
  });
  const days = khalDays(ics, 'Europe/Berlin', '2026-01-01', '2046-12-31');
  for (const [, name, date] of PEOPLE) {
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
    const expected = lunarBirthdays({ year, month, day }, 2026, 2046)
      .map((birthday) => birthday.date)
      .filter((on) => on.year <= 2046)
      .map(
        (on) =>
          `${on.year}-${String(on.month).padStart(2, '0')}-${String(on.day).padStart(2, '0')}`,
      );
    const shown = [...days]
      .filter(([, titles]) => titles.some((title) => title.startsWith(`${name}: lunar birthday`)))
      .map(([on]) => on);
    expect([name, shown]).toEqual([name, expected]);
  }
});
