export {
  qimenDayEndpoint,
  qimenHourEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
} from './endpoint';
export { chartAnswer, qimenAnswer } from './answer';
// The request schemas are each endpoint's `request`; nothing names them outside this folder.
export { QimenChartSchema, type QimenChartAnswer } from './schema';
