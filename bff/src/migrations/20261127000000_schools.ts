import type { Knex } from 'knex';

/**
 * Schools (issue 35): a user's and each person's luck-start rule, Qi Men method and plate and
 * almanac year start, each defaulting to today's behaviour; a birth hour that is not known, or
 * known within ± minutes; and a third day change, `00:00-same-stem` (15 characters, so the
 * column widens on PostgreSQL; SQLite does not enforce a string's length).
 */
const TABLES = ['users', 'people'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      table.string('luck_start', 8).notNullable().defaultTo('default');
      table.string('qimen_method', 8).notNullable().defaultTo('chaibu');
      table.string('qimen_plate', 8).notNullable().defaultTo('rotating');
      table.string('year_start', 16).notNullable().defaultTo('lichun');
      table.boolean('birth_time_unknown').notNullable().defaultTo(false);
      table.integer('birth_time_window').notNullable().defaultTo(0);
      // knex's alter restates the whole column: the users' default stays, the people's had none.
      if (knex.client.config.client === 'pg') {
        const dayChange = table.string('day_change', 16).notNullable();
        (name === 'users' ? dayChange.defaultTo('23:00') : dayChange).alter();
      }
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      for (const column of [
        'luck_start',
        'qimen_method',
        'qimen_plate',
        'year_start',
        'birth_time_unknown',
        'birth_time_window',
      ])
        table.dropColumn(column);
    });
  }
}
