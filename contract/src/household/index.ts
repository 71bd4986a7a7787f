export { byDate, householdEventOn, householdEventsEndpoint } from './endpoint';
export { HouseholdEventsSchema, MAX_HOUSEHOLD_DAYS, type HouseholdEvents } from './schema';
