export { almanacDayEndpoint } from './endpoint';
export { almanacAnswer, dayAnswer } from './answer';
export { AlmanacDaySchema, AlmanacRequest, type AlmanacDayAnswer } from './schema';
