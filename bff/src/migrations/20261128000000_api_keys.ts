import type { Knex } from 'knex';

/**
 * API keys (issue 36): an account's keys to the public API (/api/v1, /mcp). Only the key's
 * SHA-256 is kept, so a copy of the database opens nothing; `prefix` is what the list shows to
 * tell keys apart. A revoked key keeps its row (the audit log names it) with `revoked_at` set. A
 * key goes with its creator: it reads their people.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (table) => {
    table.string('id', 36).primary();
    table
      .string('account_id', 36)
      .notNullable()
      .references('id')
      .inTable('accounts')
      .onDelete('CASCADE');
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('prefix', 16).notNullable();
    table.string('hash', 64).notNullable().unique();
    table.string('created_at', 32).notNullable();
    table.string('last_used_at', 32).nullable();
    table.integer('use_count').notNullable().defaultTo(0);
    table.string('revoked_at', 32).nullable();
    table.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
