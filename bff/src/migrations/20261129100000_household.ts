import type { Knex } from 'knex';

/**
 * The household feed (issue 44): what a user's feed holds (`household_feeds`, one row a user
 * once they change it: the kinds, the 小年 custom and the Tai Sui relations beyond 值 and 冲) and,
 * for the user (`me`) and each person, whether they are in it and their lunar birthday's
 * leap-month and 30th rules (`household_members`). No row is the default: everyone in, every
 * kind on. A person's row goes with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('household_feeds', (table) => {
    table.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('kinds', 64).notNullable();
    table.string('xiaonian', 8).notNullable();
    table.string('tai_sui', 32).notNullable();
  });
  await knex.schema.createTable('household_members', (table) => {
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('subject', 36).notNullable();
    table.string('person_id', 36).nullable().references('id').inTable('people').onDelete('CASCADE');
    table.boolean('included').notNullable();
    table.string('leap_rule', 16).notNullable();
    table.string('thirtieth_rule', 16).notNullable();
    table.primary(['user_id', 'subject']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('household_members');
  await knex.schema.dropTable('household_feeds');
}
