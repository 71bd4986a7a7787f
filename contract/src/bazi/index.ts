export { baziChartEndpoint } from './endpoint';
export { baziAnswer } from './answer';
export { readingAnswer, readingSummary, readingTerms, slotTerm } from './readingAnswer';
export { BaziReadingSchema, type BaziReadingAnswer } from './readingSchema';
export { BaziChartSchema, BaziRequest, type BaziAnswer, type BaziChartAnswer } from './schema';
