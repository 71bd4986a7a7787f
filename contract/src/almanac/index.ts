export { almanacDayEndpoint } from './endpoint';
export { almanacAnswer, dayAnswer } from './answer';
export { AlmanacDaySchema, AlmanacRequest, type AlmanacDayAnswer } from './schema';
export { almanacMonthEndpoint } from './monthEndpoint';
export { monthAnswer, type MonthPerson, type MonthQuery } from './monthAnswer';
export {
  AlmanacMonthRequest,
  AlmanacMonthSchema,
  type AlmanacMonthAnswer,
  type MonthFit,
} from './monthSchema';
