import type { Knex } from 'knex';

/**
 * Issue 42: the plate gains `flying-yin-reverse` (飞盘, stars backward in yin dun: 18 characters),
 * so `qimen_plate` widens on PostgreSQL; SQLite does not enforce a string's length. knex's alter
 * restates the whole column, its default included.
 */
const TABLES = ['users', 'people'] as const;

async function widthOf(knex: Knex, length: number): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const name of TABLES) {
    await knex.schema.alterTable(name, (table) => {
      table.string('qimen_plate', length).notNullable().defaultTo('rotating').alter();
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  await widthOf(knex, 24);
}

export async function down(knex: Knex): Promise<void> {
  await widthOf(knex, 8);
}
