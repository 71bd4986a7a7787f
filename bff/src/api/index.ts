/**
 * What the bff answers over HTTP, written once: types only, so browser code can `import type`
 * them (`@tongshu/bff/api`). Nothing here imports koa, knex, objection or node.
 */
export type * from './accounts';
export type * from './almanac';
export type * from './chart';
export type * from './homes';
export type * from './household';
export type * from './keys';
export type * from './people';
export type * from './places';
export type * from './reading';
export type * from './plans';
export type * from './schools';
export type * from './select';
