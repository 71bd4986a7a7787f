export {
  compareBaziEndpoint,
  compareDayEndpoint,
  compareQimenEndpoint,
  schoolOptionsEndpoint,
} from './endpoints';
export { SchoolDifferencesSchema, SchoolOptionsSchema } from './schema';
export { differencesIn, schoolDifferences } from './differences';
