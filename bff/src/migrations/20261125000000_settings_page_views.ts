import type { Knex } from 'knex';

/**
 * Operator settings (video addresses, the analytics property) as key and value, and first-party
 * page-view counts: one row per day, route pattern and signed-in or not, never a person.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (table) => {
    table.string('key', 64).primary();
    table.text('value').notNullable();
    table.timestamp('date_updated', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('page_views', (table) => {
    table.string('day', 10).notNullable();
    table.string('route', 80).notNullable();
    table.boolean('signed_in').notNullable();
    table.integer('count').notNullable().defaultTo(0);
    table.primary(['day', 'route', 'signed_in']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_views');
  await knex.schema.dropTable('settings');
}
