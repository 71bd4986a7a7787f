/**
 * The Tong Shu day, Qi Men charts, 3VV and the chart input they read.
 * Other capabilities use it only through this file.
 */
export * from './routes';
