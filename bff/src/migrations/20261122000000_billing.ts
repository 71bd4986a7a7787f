import type { Knex } from 'knex';

/**
 * Card billing: one subscription row per account, the provider's live subscription and the one
 * waiting for the customer's bank (3-D Secure), the payment state behind the banners, and the
 * webhook events already applied (ids make replays harmless; `event_at` makes late ones harmless).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (table) => {
    table.string('stripe_subscription_id', 64).nullable().unique();
    table.string('pending_subscription_id', 64).nullable();
    table.string('payment_state', 32).nullable();
    table.bigInteger('event_at').nullable();
    table.unique(['account_id']);
  });
  await knex.schema.createTable('billing_events', (table) => {
    table.string('id', 255).primary();
    table.string('type', 100).notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('billing_events');
  await knex.schema.alterTable('subscriptions', (table) => {
    table.dropUnique(['account_id']);
    for (const column of [
      'stripe_subscription_id',
      'pending_subscription_id',
      'payment_state',
      'event_at',
    ]) {
      table.dropColumn(column);
    }
  });
}
