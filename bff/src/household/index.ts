/**
 * The household calendar: lunar birthdays, festivals, terms, luck pillars and Tai Sui years of
 * the user and their people, as one feed (issue 44). Other capabilities use it only through this.
 */
export { householdRoutes } from './routes';
export { HOUSEHOLD_FEED, householdInputOf, householdPath } from './householdService';
export { HOUSEHOLD_GATE, householdCalendarEntry } from './householdFeed';
