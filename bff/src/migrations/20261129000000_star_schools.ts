import type { Knex } from 'knex';

/**
 * Flying stars as schools (issue 43): a user's and each person's day-star count, grid flight,
 * 替卦 (replacement chart) threshold and what a 5 reaching a 替卦 centre becomes, each defaulting
 * to the engine's behaviour before they were options. Widths hold the longest value with room:
 * `solstice-jiazi-to-winter` is 24 characters, `yin-backward` 12 (PostgreSQL enforces them,
 * SQLite does not).
 */
const TABLES = ['users', 'people'] as const;

const COLUMNS = [
  ['day_star_rule', 32, 'solstice-jiazi'],
  ['star_flight', 16, 'forward'],
  ['replacement_degrees', 8, '3'],
  ['replacement_five', 8, 'keep'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      for (const [column, width, value] of COLUMNS)
        table.string(column, width).notNullable().defaultTo(value);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      for (const [column] of COLUMNS) table.dropColumn(column);
    });
  }
}
