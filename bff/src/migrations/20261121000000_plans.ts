import type { Knex } from 'knex';

/** The plan catalogue (spec section 3, "Plan"); prices in the currency's minor unit. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (table) => {
    table.string('id', 64).primary();
    table.string('name', 128).notNullable();
    table.string('tag', 32).nullable();
    table.integer('price').notNullable();
    table.string('interval', 16).notNullable();
    table.string('currency', 3).notNullable();
    table.boolean('hidden').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plans');
}
