import type { Knex } from 'knex';

/**
 * Mails that could not be sent (SMTP down), kept for the retry loop (mail/outbox.ts). `payload`
 * is the message encrypted with a key derived from the JWT secret: it holds single-use links, and
 * tokens are otherwise stored only as hashes. Rows go once sent, expired or given up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.string('id', 36).primary();
    table.text('payload').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.string('last_error', 500).nullable();
    table.timestamp('date_created', { useTz: true }).notNullable();
    table.index(['next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
