/**
 * Client reports (issue 45): a person's chart, luck, kept days and home as a PDF.
 * Other capabilities use it only through this file.
 */
export * from './reportService';
export * from './routes';
