/**
 * Date selection: the search and the kept selections.
 * Other capabilities use it only through this file.
 */
export * from './keptSelection';
export * from './routes';
export { selectionPeopleOf } from './selectService';
export { SELECTION_TIER } from './selectService';
export { schoolsInWorker, selectAnswerInWorker, victoryInWorker } from './selectionPool';
