import type { Knex } from 'knex';

/**
 * A user's kept selection (issue 23): the query behind their "Selected dates" feed, one per user,
 * judged again on every poll so the feed follows the engine and the people's charts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kept_selections', (table) => {
    table.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('activity', 16).notNullable();
    table.string('from_date', 10).notNullable();
    table.string('to_date', 10).notNullable();
    /** Comma-separated: `me` and the ids of the user's people. */
    table.text('people').notNullable();
    table.string('date_updated', 32).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('kept_selections');
}
