export { baziChartEndpoint } from './endpoint';
export { baziAnswer } from './answer';
export { BaziChartSchema, BaziRequest, type BaziChartAnswer } from './schema';
