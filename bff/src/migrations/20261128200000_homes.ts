import type { Knex } from 'knex';

/**
 * Homes (issue 43): the house a user lives in and each of their people's, for its natal
 * flying-star chart: the period it was built or renewed in and where it faces (degrees, or a
 * mountain). One per subject (`me` or the person's id); a person's goes with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('homes', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('subject', 36).notNullable();
    table.string('person_id', 36).nullable().references('id').inTable('people').onDelete('CASCADE');
    table.integer('period').notNullable();
    table.string('facing', 12).notNullable();
    table.string('date_created', 32).notNullable();
    table.unique(['user_id', 'subject']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('homes');
}
