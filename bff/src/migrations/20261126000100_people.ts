import type { Knex } from 'knex';

/**
 * People (issue 23): the people a user keeps besides themselves (clients, family) for date
 * selection and personal pages, each with the birth fields of a profile and its chart. A person
 * belongs to one user and goes with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('people', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.integer('gender').notNullable();
    table.string('birth_date', 10).notNullable();
    table.string('birth_time', 5).notNullable();
    table.string('birth_place', 120).nullable();
    table.string('birth_tz', 64).notNullable();
    table.double('birth_longitude').nullable();
    table.boolean('solar_time').notNullable();
    table.string('day_change', 5).notNullable();
    table.string('china_dst', 8).notNullable();
    table.string('dm', 8).notNullable();
    table.text('bz_chart').notNullable();
    table.string('date_created', 32).notNullable();
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('people');
}
