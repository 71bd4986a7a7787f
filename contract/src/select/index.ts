export { keptSelectionEndpoint, selectDatesEndpoint } from './endpoint';
export { selectionAnswer } from './answer';
export type { SelectionAnswer } from './schema';
export { SelectionSchema } from './schema';
