export { keptSelectionEndpoint, selectDatesEndpoint } from './endpoint';
export { SelectionSchema } from './schema';
