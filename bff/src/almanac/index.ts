/**
 * The Tong Shu day, Qi Men charts, 3VV and the chart input they read.
 * Other capabilities use it only through this file.
 */
export * from './routes';
export { dateParam, qimenSwitches, type QimenSwitches } from './chartInput';
export { qimenSchoolOf, requireInternalTeam } from './almanacService';
