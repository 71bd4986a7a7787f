import type { Knex } from 'knex';

/**
 * A kept selection keeps its filters (issue 45): a family that asked for weekends, an afternoon
 * window or 不将日 subscribes to the same days the page showed, not to every weekday. Widths hold
 * the longest text the selection accepts (100 characters, `FILTER_TEXT_LIMIT`); empty means none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('kept_selections', (table) => {
    table.string('weekdays', 100).notNullable().defaultTo('');
    table.string('hours', 100).notNullable().defaultTo('');
    table.boolean('bujiang').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('kept_selections', (table) => {
    table.dropColumn('weekdays');
    table.dropColumn('hours');
    table.dropColumn('bujiang');
  });
}
