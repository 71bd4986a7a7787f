import type { Knex } from 'knex';

/** Each plan's tier decides which calendars it unlocks (spec section 6). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (table) => {
    table.integer('tier').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (table) => {
    table.dropColumn('tier');
  });
}
