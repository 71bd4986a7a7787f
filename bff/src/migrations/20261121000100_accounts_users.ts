import type { Knex } from 'knex';

/**
 * Accounts, their users, single-use tokens (magic link, password reset, invite), feedback,
 * referrals and subscriptions (spec section 3). Ids are random strings; emails are stored in
 * lower case and unique; tokens are stored only as SHA-256 hashes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (table) => {
    table.string('id', 36).primary();
    table.string('name', 200).notNullable();
    table.string('plan', 64).notNullable().defaultTo('free');
    table.integer('active').notNullable().defaultTo(1);
    table.timestamp('date_created', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('users', (table) => {
    table.string('id', 36).primary();
    table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
    table.string('name', 200).notNullable();
    table.string('email', 320).notNullable().unique();
    table.string('password_hash', 200).nullable();
    table.string('permission', 16).notNullable();
    table.integer('gender').nullable();
    table.string('birth_date', 10).nullable();
    table.string('birth_time', 5).notNullable().defaultTo('00:00');
    table.string('dm', 4).nullable();
    table.text('bz_chart').nullable();
    table.string('reference_code', 32).nullable().unique();
    table.boolean('enable_support').notNullable().defaultTo(false);
    table.boolean('onboarded').notNullable().defaultTo(false);
    table.boolean('internal_team').notNullable().defaultTo(false);
    table.string('ical_id', 64).notNullable().unique();
    table.timestamp('last_login', { useTz: true }).nullable();
    table.timestamp('last_active', { useTz: true }).nullable();
    table.timestamp('date_created', { useTz: true }).notNullable();
    table.index(['account_id']);
  });
  await knex.schema.createTable('tokens', (table) => {
    table.string('id', 36).primary();
    table.string('kind', 16).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.string('user_id', 36).nullable().references('users.id').onDelete('CASCADE');
    table.string('account_id', 36).nullable().references('accounts.id').onDelete('CASCADE');
    table.string('email', 320).nullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('feedback', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).nullable().references('users.id').onDelete('SET NULL');
    table.string('rating', 16).notNullable();
    table.text('comment').nullable();
    table.timestamp('date_created', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('referrals', (table) => {
    table.string('id', 36).primary();
    table.string('reference_code', 32).notNullable();
    table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
    table.timestamp('date_created', { useTz: true }).notNullable();
    table.index(['reference_code']);
  });
  await knex.schema.createTable('subscriptions', (table) => {
    table.string('id', 64).primary();
    table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
    table.string('plan', 64).notNullable();
    table.string('status', 32).notNullable();
    table.string('stripe_customer_id', 64).nullable();
    table.timestamp('current_period_end', { useTz: true }).nullable();
    table.timestamp('date_created', { useTz: true }).notNullable();
    table.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['subscriptions', 'referrals', 'feedback', 'tokens', 'users', 'accounts']) {
    await knex.schema.dropTable(table);
  }
}
