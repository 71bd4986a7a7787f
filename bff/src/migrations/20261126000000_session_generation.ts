import type { Knex } from 'knex';

/**
 * A per-user session generation (issue 22): every session token carries the generation it was
 * issued under, and `authenticate` refuses a token whose generation is no longer the user's. A
 * password change, a reset and "sign out everywhere" raise it, which ends every older session on
 * every process at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.integer('session_generation').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('session_generation');
  });
}
