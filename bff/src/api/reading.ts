/**
 * GET /api/people/{id|me}/reading (issue 45): a person's Bazi chart read on a date, in the public
 * API's shape (the contract's `BaziReadingSchema`, docs/api.md).
 */
export type { BaziReadingAnswer as BaziReading } from '@tongshu/contract';
