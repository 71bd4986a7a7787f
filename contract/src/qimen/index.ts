export {
  qimenDayEndpoint,
  qimenHourEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
} from './endpoint';
export { chartAnswer, qimenAnswer } from './answer';
export {
  QimenChartSchema,
  QimenDateRequest,
  QimenDayRequest,
  QimenHourRequest,
  type QimenChartAnswer,
} from './schema';
