import type { Knex } from 'knex';

/**
 * The Bazi reading's schools (issue 45): a user's and each person's 天乙贵人 (Heavenly Noble) rhyme,
 * whether stems clash (天干冲) and where a yin stem's 羊刃 (Goat Blade) falls, each defaulting to
 * the engine's default (`DEFAULT_SCHOOL`). Widths hold the longest value with room: `geng-xin` is
 * 8 characters, `four` 4, `before-lu` 9 (PostgreSQL enforces them, SQLite does not).
 */
const TABLES = ['users', 'people'] as const;

const COLUMNS = [
  ['noble_rhyme', 16, 'six-xin'],
  ['stem_clash', 8, 'four'],
  ['yin_blade', 16, 'before-lu'],
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
