/**
 * The largest household feed the budget is held to (issue 44): 20 people with every kind on (all
 * five Tai Sui relations), festivals and solar terms, on a Berlin subscriber's clock, over the
 * product's default window around SAMPLE_TODAY (1 January of last year to 31 December twenty years
 * ahead). For the size test (household/householdCalendar.test.ts) and `npm run bench`.
 */
import type { HouseholdInput, HouseholdMember } from '../household/householdInput';
import { SAMPLE_TODAY } from './feedSamples';

export const SAMPLE_HOUSEHOLD: HouseholdInput = {
  name: 'Our household',
  zone: 'Europe/Berlin',
  window: {
    from: { year: SAMPLE_TODAY.year - 1, month: 1, day: 1 },
    to: { year: SAMPLE_TODAY.year + 20, month: 12, day: 31 },
  },
  members: Array.from({ length: 20 }, (_, i): HouseholdMember => ({
    id: `person-${i}`,
    name: `Grandmother Number ${i} Wong-Chan`,
    birth: {
      date: { year: 1940 + i * 4, month: 1 + (i % 12), day: 1 + i },
      time: { hour: 8, minute: 30 },
      gender: i % 2 ? 'male' : 'female',
      zone: 'Asia/Hong_Kong',
    },
    include: { birthdays: true, luck: true, taiSui: true },
    taiSui: { punishment: true, harm: true, break: true },
  })),
  festivals: true,
  terms: true,
  generatedAt: Date.UTC(SAMPLE_TODAY.year, SAMPLE_TODAY.month - 1, SAMPLE_TODAY.day),
};
