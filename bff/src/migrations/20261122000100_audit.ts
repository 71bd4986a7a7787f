import type { Knex } from 'knex';

/**
 * The operator's audit log: who (actor) did what (action) to which account or user (target), with
 * a JSON detail. No foreign keys on purpose: the trail must outlive the accounts and users it
 * names, including the deletes it records.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (table) => {
    table.string('id', 36).primary();
    table.string('actor_id', 36).notNullable();
    table.string('action', 64).notNullable();
    table.string('target_id', 36).nullable();
    table.text('detail').notNullable();
    table.timestamp('date_created', { useTz: true }).notNullable();
    table.index(['actor_id']);
    table.index(['target_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
